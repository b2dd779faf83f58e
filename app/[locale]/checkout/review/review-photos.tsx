'use client';

import { PhotoGallery } from '@/components/photos/photo-gallery';
import { thumbnailUrl } from '@/lib/client/upload';
import type { Image } from '@/lib/schemas/photos';

/** The photos the atelier will see, small, so the customer checks them before ordering (a tap opens them large). */
export function ReviewPhotos({ images, label }: { images: Image[]; label: string }) {
  if (images.length === 0) return null;
  return (
    <PhotoGallery
      className="review-photos"
      size={56}
      label={label}
      photos={images.map((image, i) => ({ href: image.url, src: thumbnailUrl(image, 'large'), thumb: thumbnailUrl(image), alt: `${label} ${i + 1}` }))}
    />
  );
}
