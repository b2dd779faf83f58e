'use client';

import { thumbnailUrl } from '@/lib/client/upload';
import type { Image } from '@/lib/schemas/photos';

/** The photos the atelier will see, small, so the customer checks them before ordering. */
export function ReviewPhotos({ images, label }: { images: Image[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <ul className="review-photos" aria-label={label}>
      {images.map((image, i) => (
        <li key={image.key}>
          {/* eslint-disable-next-line @next/next/no-img-element -- our own thumbnails, already sized */}
          <img src={thumbnailUrl(image)} alt={`${label} ${i + 1}`} width={56} height={56} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
