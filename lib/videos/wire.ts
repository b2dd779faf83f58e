import { findPhotosByKeys, type PhotoRow } from '@/db/photos';
import type { Executor } from '@/db/client';
import { imageFromRow, photoUrl } from '@/lib/photos/image';
import type { Video } from '@/lib/schemas/videos';

/** Adds the poster rows of the videos among `photos` (a video row names its poster's key). */
export async function withPosters(executor: Executor, photos: Map<string, PhotoRow>): Promise<Map<string, PhotoRow>> {
  const missing = [...photos.values()].flatMap((p) => (p.posterKey && !photos.has(p.posterKey) ? [p.posterKey] : []));
  if (missing.length > 0) for (const row of await findPhotosByKeys(executor, missing)) photos.set(row.key, row);
  return photos;
}

/** An item's `video` (docs/videos.md): null when it has none, or its rows are gone (erased with the account). */
export function videoWire(key: string | null, photos: Map<string, PhotoRow>): Video | null {
  const row = key ? photos.get(key) : undefined;
  const poster = row?.posterKey ? photos.get(row.posterKey) : undefined;
  if (!row || !poster || row.durationMs === null) return null;
  return {
    key: row.key,
    url: photoUrl(row.key, 'full'),
    mimeType: row.mimeType as Video['mimeType'],
    bytes: row.bytes,
    durationSeconds: row.durationMs / 1000,
    width: row.width,
    height: row.height,
    poster: imageFromRow(poster),
  };
}
