// `npm run worker`: the notifications worker as its own process (any number may run at once).
import { closeDb } from '@/db/client';
import { startNotificationWorker } from './worker';

const worker = startNotificationWorker();
console.info('notifications worker started');
// The loop's timer does not hold the process: this does, until a signal ends it.
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    await worker.stop();
    await closeDb();
    process.exit(0);
  });
}
