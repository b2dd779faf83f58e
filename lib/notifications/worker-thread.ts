// The notifications loop on a thread of its own (lib/notifications/start.ts): bundled at build
// time into .next/notifications-worker.mjs, started by the web process when it runs on Postgres.
import { parentPort } from 'node:worker_threads';
import { closeDb } from '@/db/client';
import { startNotificationWorker } from './worker';

const worker = startNotificationWorker();
// The loop's timer does not hold the thread: this does, until the web process says stop.
const keepAlive = setInterval(() => {}, 1 << 30);
parentPort?.once('message', async () => {
  clearInterval(keepAlive);
  await worker.stop();
  await closeDb();
  parentPort?.postMessage('stopped');
});
