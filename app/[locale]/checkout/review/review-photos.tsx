'use client';

import { Thumb } from '@/components/ui/thumb';
import { thumbnailUrl } from '@/lib/client/upload';
import type { Image } from '@/lib/schemas/photos';

/** The photos the atelier will see, small, so the customer checks them before ordering. */
export function ReviewPhotos({ images, label }: { images: Image[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <ul className="review-photos" aria-label={label}>
      {images.map((image, i) => (
        <li key={image.key}>
          <Thumb src={thumbnailUrl(image)} alt={`${label} ${i + 1}`} size={56} />
        </li>
      ))}
    </ul>
  );
}
