'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { GalleryPhoto } from './photo-gallery';
import { useZoomPan } from './use-zoom-pan';
import './lightbox.css';

export type LightboxProps = { photos: GalleryPhoto[]; start: number; label: string; onClose: (index: number) => void };

/**
 * The photos full screen (docs/counter.md#photo-lightbox), loaded on the first open only
 * (photo-gallery.tsx imports it then). A native modal <dialog>: the page behind is inert and
 * focus stays inside; Escape closes it and the gallery puts focus back on the thumbnail of the
 * photo last shown. ←/→ browse (round the ends), +/−/0 zoom, a sideways swipe browses too.
 */
export default function Lightbox({ photos, start, label, onClose }: LightboxProps) {
  const t = useTranslations('Lightbox');
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const keysId = useId();
  const [index, setIndex] = useState(start);
  const { view, dragging, zoomIn, zoomOut, reset, handlers } = useZoomPan(stage, image, (step) => go(step));
  /** Round the ends; each photo opens fitted to the screen. */
  function go(step: number) {
    setIndex((i) => (i + step + photos.length) % photos.length);
    reset();
  }
  const photo = photos[index]!;
  const many = photos.length > 1;
  const level = t('level', { percent: Math.round(view.scale * 100) });

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // showModal focuses the first control (zoom out); Close is the one to start on.
    closeButton.current?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const action: Record<string, () => void> = { ArrowRight: () => go(1), ArrowLeft: () => go(-1), '+': zoomIn, '=': zoomIn, '-': zoomOut, '_': zoomOut, '0': reset };
    const run = action[e.key];
    if (!run || (!many && e.key.startsWith('Arrow'))) return;
    e.preventDefault();
    run();
  };

  return (
    <dialog ref={dialog} className="lightbox" aria-label={label} aria-describedby={keysId} onKeyDown={onKeyDown} onClose={() => onClose(index)}>
      <div className="lightbox-bar">
        <p className="lightbox-count" aria-live="polite" aria-atomic="true">
          {t('counter', { n: index + 1, total: photos.length })}
        </p>
        <div className="lightbox-tools">
          <button type="button" className="lightbox-btn" onClick={zoomOut} aria-label={t('zoomOut')}>
            −
          </button>
          <button type="button" className="lightbox-btn lightbox-level" onClick={reset} aria-label={`${level}, ${t('resetZoom')}`}>
            {level}
          </button>
          <button type="button" className="lightbox-btn" onClick={zoomIn} aria-label={t('zoomIn')}>
            +
          </button>
          <a className="lightbox-btn lightbox-original" href={photo.href} target="_blank" rel="noopener">
            {t('original')}
          </a>
          <button type="button" className="lightbox-btn" ref={closeButton} onClick={() => dialog.current?.close()} aria-label={t('close')}>
            ×
          </button>
        </div>
      </div>
      <div ref={stage} className={`lightbox-stage${dragging ? ' is-dragging' : ''}${view.scale > 1 ? ' is-zoomed' : ''}`} {...handlers}>
        {/* eslint-disable-next-line @next/next/no-img-element -- our own photo variants */}
        <img
          ref={image}
          key={photo.href}
          src={photo.src}
          alt={photo.alt}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </div>
      {many ? (
        <>
          <button type="button" className="lightbox-btn lightbox-prev" onClick={() => go(-1)} aria-label={t('previous')}>
            ‹
          </button>
          <button type="button" className="lightbox-btn lightbox-next" onClick={() => go(1)} aria-label={t('next')}>
            ›
          </button>
        </>
      ) : null}
      {/* The photo's alt text, for everyone: screen readers already have it from the image. */}
      <p className="lightbox-caption" aria-hidden="true">
        {photo.alt}
      </p>
      <p id={keysId} className="lightbox-keys">
        {t(many ? 'keys' : 'keysOne')}
      </p>
    </dialog>
  );
}
