'use client';

import { useState } from 'react';

/**
 * A photo thumbnail that never shows the browser's broken-image icon: a file the browser cannot
 * draw (a refused upload, a HEIC preview) or a missing variant falls back to a neutral square.
 */
export function Thumb({ src, size, alt = '', className, lazy = false }: { src: string | null | undefined; size: number; alt?: string; className?: string; lazy?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className={['thumb-placeholder', className].filter(Boolean).join(' ')} style={{ width: size, height: size }} role={alt ? 'img' : undefined} aria-label={alt || undefined} />;
  // eslint-disable-next-line @next/next/no-img-element -- a local preview or our own photo variant
  return <img src={src} alt={alt} width={size} height={size} className={className} loading={lazy ? 'lazy' : undefined} onError={() => setFailed(src)} />;
}
