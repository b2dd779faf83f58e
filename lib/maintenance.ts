import { getDb } from '@/db/client';
import { pruneExpired } from '@/db/maintenance';

const HOUR = 3600_000;

/**
 * Retention runs in the background of every server: an hour after start, then hourly.
 * The timer never keeps the process alive, and a failure (database down) waits for the
 * next round.
 */
export function schedulePruning(): void {
  const run = async () => {
    try {
      const removed = await pruneExpired(await getDb());
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
