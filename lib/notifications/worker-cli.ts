// `npm run worker`: the notifications worker as its own process (any number may run at once).
import { closeDb } from '@/db/client';
import { flushLogs, log } from '@/lib/observability/log';
import { startMetricsServer } from '@/lib/operations/metrics-server';
import { startNotificationWorker } from './worker';

const worker = startNotificationWorker();
// Its rounds, deliveries and the outbox's backlog, on its own METRICS_PORT (docs/operations.md#metrics).
const metricsServer = startMetricsServer();
log.info('notifications worker started');
// The loop's timer does not hold the process: this does, until a signal ends it.
const keepAlive = setInterval(() => {}, 1 << 30);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    clearInterval(keepAlive);
    log.info('notifications worker stopping after its round', { signal });
    await worker.stop();
    metricsServer?.close();
    await closeDb();
    flushLogs();
    process.exit(0);
  });
}
