'use client';

import { useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { Thumb } from '@/components/ui/thumb';
import type { LightboxProps } from './lightbox'; // a type only: the module itself loads on demand

/** `href`: the full-size file; `src`: what the lightbox shows; `thumb`: the small square. */
export type GalleryPhoto = { href: string; src: string; thumb: string; alt: string };

// Loaded on the first hover, focus or click of a thumbnail, never with the page: the lightbox's
// code and stylesheet stay out of the first visit (issue 22's Lighthouse scores).
let loading: Promise<ComponentType<LightboxProps>> | null = null;
const loadLightbox = () =>
  (loading ??= import('./lightbox').then(
    (m) => m.default,
    (error: unknown) => {
      loading = null; // tried again next time
      throw error;
    },
  ));
const preload = () => void loadLightbox().catch(() => {});

/**
 * Thumbnails that open a lightbox (docs/counter.md#photo-lightbox). Each stays a link to the
 * full-size file: without JavaScript, or with a modifier key or middle click, it opens the file
 * as before. When the lightbox closes, focus returns to the thumbnail of the photo last shown.
 */
export function PhotoGallery({ photos, label, size = 96, className = 'photo-strip' }: { photos: GalleryPhoto[]; label: string; size?: number; className?: string }) {
  const [open, setOpen] = useState<{ start: number; Lightbox: ComponentType<LightboxProps> } | null>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);

  const onClick = (e: MouseEvent, start: number) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    loadLightbox().then(
      (Lightbox) => setOpen({ start, Lightbox }),
      // The chunk did not load (offline, a new deployment): the link does what it always did.
      () => window.open(photos[start]!.href, '_blank', 'noopener'),
    );
  };
  const close = (index: number) => {
    setOpen(null);
    links.current[index]?.focus();
  };

  return (
    <>
      <ul className={className} aria-label={label}>
        {photos.map((photo, i) => (
          <li key={photo.href}>
            <a
              ref={(a) => {
                links.current[i] = a;
              }}
              href={photo.href}
              target="_blank"
              rel="noopener"
              onClick={(e) => onClick(e, i)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              <Thumb src={photo.thumb} alt={photo.alt} size={size} lazy />
            </a>
          </li>
        ))}
      </ul>
      {open ? <open.Lightbox photos={photos} start={open.start} label={label} onClose={close} /> : null}
    </>
  );
}
