import type { Db } from '@/db/client';
import { getDb } from '@/db/client';
import { pruneExpired } from '@/db/maintenance';
import { storedVariants } from '@/db/photos';
import { photoObjectKey } from '@/lib/photos/image';
import { storageFor } from '@/lib/photos/storage';

const HOUR = 3600_000;

/**
 * One retention round: the database first, then the stored objects of the photos it removed
 * (an object left behind by a crash in between is unreachable: the photos route needs the row).
 */
export async function runRetention(db: Db, now = new Date()): Promise<Record<string, number>> {
  const { removed, photos } = await pruneExpired(db, now);
  if (photos.length) {
    const objects = photos.flatMap((photo) =>
      [photoObjectKey(photo.key, 'full'), ...storedVariants(photo).map((v) => photoObjectKey(photo.key, v.type))].map((key) => ({ key, bucket: photo.bucket })),
    );
    const deleted = await Promise.allSettled(objects.map(async ({ key, bucket }) => (await storageFor(bucket)).delete(key)));
    removed.photoObjects = deleted.filter((d) => d.status === 'fulfilled').length;
  }
  return removed;
}

/**
 * Retention runs in the background of every server: an hour after start, then hourly.
 * The timer never keeps the process alive, and a failure (database down) waits for the
 * next round.
 */
export function schedulePruning(): void {
  const run = async () => {
    try {
      const removed = await runRetention(await getDb());
      if (Object.values(removed).some((n) => n > 0)) console.info('retention', removed);
    } catch (error) {
      console.error('retention failed', error);
    }
  };
  setTimeout(() => {
    void run();
    setInterval(() => void run(), HOUR).unref();
  }, HOUR).unref();
}
