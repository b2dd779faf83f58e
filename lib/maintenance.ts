import type { Db } from '@/db/client';
import { getDb } from '@/db/client';
import { pruneExpired, type RemovedPhoto } from '@/db/maintenance';
import { storedVariants } from '@/db/photos';
import { photoObjectKey } from '@/lib/photos/image';
import { storageFor } from '@/lib/photos/storage';
import { log } from '@/lib/observability/log';
import { cancelUnpaidBookings } from '@/lib/payments/unpaid';
import { enqueueWeeklySummaries } from '@/lib/dashboards/weekly-summary';

const HOUR = 3600_000;

/**
 * One retention round: the database first, then the stored objects of the photos it removed
 * (an object left behind by a crash in between is unreachable: the photos route needs the row).
 */
export async function runRetention(db: Db, now = new Date()): Promise<Record<string, number>> {
  const { removed, photos } = await pruneExpired(db, now);
  if (photos.length) removed.photoObjects = await deleteStoredPhotos(photos);
  // Card bookings left unpaid (docs/payments.md#unpaid): only when online payments are on.
  const unpaid = await cancelUnpaidBookings(db, now);
  if (unpaid) removed.unpaidCancelled = unpaid;
  // Not retention, but hourly too: the last complete week's summaries, once each (docs/dashboards.md#weekly-summary).
  const summaries = await enqueueWeeklySummaries(db, now);
  if (summaries) removed.weeklySummariesQueued = summaries;
  return removed;
}

/** Deletes the stored objects (original and variants) of photos whose rows are gone; returns how many went. */
export async function deleteStoredPhotos(photos: RemovedPhoto[]): Promise<number> {
  if (!photos.length) return 0;
  const objects = photos.flatMap((photo) =>
    [photoObjectKey(photo.key, 'full'), ...storedVariants(photo).map((v) => photoObjectKey(photo.key, v.type))].map((key) => ({ key, bucket: photo.bucket })),
  );
  const deleted = await Promise.allSettled(objects.map(async ({ key, bucket }) => (await storageFor(bucket)).delete(key)));
  return deleted.filter((d) => d.status === 'fulfilled').length;
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
      if (Object.values(removed).some((n) => n > 0)) log.info('retention round', { removed });
    } catch (error) {
      log.error('retention round failed', { error });
    }
  };
  setTimeout(() => {
    void run();
    setInterval(() => void run(), HOUR).unref();
  }, HOUR).unref();
}
