import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** Built with the app (`npm run build`, package.json build:worker) from lib/notifications/worker-thread.ts. */
export const WORKER_BUNDLE = path.join(process.cwd(), '.next', 'notifications-worker.mjs');

/**
 * Where this web process runs the notifications loop (docs/notifications.md#where-it-runs). On
 * Postgres in production: on a thread of its own, so rendering e-mails and the outbox's
 * statements never queue behind requests on the one thread that answers them (bench/RESULTS.md).
 * On PGlite (one process, one database) or in development: in this thread, as before.
 */
export async function startNotifications(): Promise<'thread' | 'in-process'> {
  if (process.env.DATABASE_URL && process.env.NODE_ENV === 'production' && fs.existsSync(WORKER_BUNDLE)) {
    runThread();
    return 'thread';
  }
  const { startNotificationWorker } = await import('./worker');
  startNotificationWorker();
  return 'in-process';
}

/** The thread, started again a second after it ends for any reason: an outbox has no other reader here. */
function runThread(): void {
  // Constructed indirectly: the bundler would otherwise try to bundle the file `new Worker()` names.
  const thread: Worker = Reflect.construct(Worker, [WORKER_BUNDLE]);
  thread.unref();
  thread.on('error', (error) => console.error('notifications thread failed', error));
  thread.on('exit', () => setTimeout(runThread, 1000).unref());
}
