import 'server-only';
import { flushLogs, log } from '@/lib/observability/log';
import { requestsInFlight } from '@/lib/observability/request';
import { flushTracing } from '@/lib/observability/tracing';
import { stopNotificationWorker } from '@/lib/notifications/worker';
import { spareUnflushedAnswers } from './http-drain';

/** The longest a shutdown waits for requests and the outbox round; an orchestrator's own grace period is usually 30 s. */
const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 25_000);

const globalForShutdown = globalThis as unknown as { __repriseShutdown?: { finishing: Promise<void> | null } };

/**
 * Graceful shutdown on SIGTERM or SIGINT (docs/operations.md#graceful-shutdown). `next start`
 * itself stops listening, waits for the requests in flight, then calls process.exit. It knows
 * nothing of the outbox round running in this process: exiting then would cut an SMTP send after
 * the server took the message but before the round marked it sent, and the next round would send
 * it again. So its exit waits here for the round in progress to end (no new one starts), for our
 * API requests still in flight, and for buffered spans and log lines, at most SHUTDOWN_TIMEOUT_MS.
 */
export function installGracefulShutdown(): void {
  if (globalForShutdown.__repriseShutdown) return;
  const state: { finishing: Promise<void> | null } = { finishing: null };
  globalForShutdown.__repriseShutdown = state;
  // next start's server.close() must not destroy answers that were ended but are still buffered.
  spareUnflushedAnswers();

  const begin = (signal: string) => {
    if (state.finishing) return;
    const started = performance.now();
    log.info('shutting down: no new requests or outbox rounds; finishing those in flight', { signal, requestsInFlight: requestsInFlight().count });
    state.finishing = withTimeout(Promise.all([stopNotificationWorker(), requestsInFlight().drained()]).then(() => undefined), SHUTDOWN_TIMEOUT_MS)
      .catch((error: unknown) => log.error('shutdown did not finish in time', { error, timeoutMs: SHUTDOWN_TIMEOUT_MS }))
      .then(() => flushTracing())
      .then(() => {
        log.info('shut down', { durationMs: Math.round(performance.now() - started) });
        flushLogs();
      });
  };
  process.once('SIGTERM', () => begin('SIGTERM'));
  process.once('SIGINT', () => begin('SIGINT'));

  // During a shutdown, only next start's own exit (143 after SIGTERM, 130 after SIGINT, once its
  // server has closed and its requests are answered) ends the process, after our part is done.
  // An earlier exit(0) from another SIGTERM listener (PGlite's close, db/pglite.ts) would cut the
  // requests still in flight: it waits for Next's, or for the timeout.
  const exit = process.exit.bind(process);
  let deadline: Promise<void> | null = null;
  process.exit = ((code?: number | string | null) => {
    if (!state.finishing) return exit(code);
    const fromNext = code === 143 || code === 130;
    deadline ??= new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS).unref());
    void (fromNext ? state.finishing : deadline.then(() => state.finishing)).finally(() => exit(code));
    return undefined as never;
  }) as typeof process.exit;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
