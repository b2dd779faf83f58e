import { storedVariants, type PhotoRow } from '@/db/photos';
import { publicOrigin } from '@/lib/http/public-origin';
import { ImageSchema, type Image, type PhotoVariantName } from '@/lib/schemas/photos';

/** Where the photos route serves a variant: absolute, as the interface's `url` (lib/http/public-origin.ts). */
export function photoUrl(key: string, variant: PhotoVariantName): string {
  return `${publicOrigin()}/api/sip/photos/${key}/${variant}`;
}

/** The storage object holding one variant of a photo. */
export function photoObjectKey(key: string, variant: PhotoVariantName): string {
  return `photos/${key}/${variant}`;
}

/**
 * A stored photo in the interface's `image` shape (for the upload response, and for
 * carts and orders that reference photos by key).
 */
export function imageFromRow(row: PhotoRow): Image {
  return ImageSchema.parse({
    tag: 'full',
    mimeType: row.mimeType,
    name: row.originalName,
    url: photoUrl(row.key, 'full'),
    key: row.key,
    bucket: row.bucket,
    ETag: row.etag,
    width: row.width,
    height: row.height,
    dimensions: storedVariants(row).map((v) => ({
      _id: `${row.key}.${v.type}`,
      type: v.type,
      width: v.width,
      height: v.height,
      orientation: 1,
      url: photoUrl(row.key, v.type),
    })),
  });
}
