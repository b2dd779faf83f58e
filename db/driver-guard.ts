import { flushLogs, log } from '@/lib/observability/log';

/**
 * postgres.js 3.4.9 (the latest release) lets two errors escape when Postgres dies under load:
 * the array-type lookup it runs on each new connection rejects with nobody listening
 * (ECONNREFUSED / CONNECTION_CLOSED → unhandledRejection), and a write on a connection whose
 * socket was just cleared throws `TypeError: Cannot read properties of null (reading 'write')`
 * (uncaughtException: a bare Node process dies of it). Both concern a connection already lost:
 * the queries on it fail on their own and are answered 503. Only these two are absorbed (logged
 * once per kind); anything else keeps Node's behaviour. Reported in the README (faults section).
 * The second no longer happens once scripts/patch-postgres.mjs has guarded postgres.js's
 * `nextWrite` (porsager/postgres#1154, run at npm install): this stays as a safety net.
 */
const DRIVER_FRAME = /node_modules[\\/]postgres[\\/]/;
const logged = new Set<string>();

function isDriverFault(reason: unknown): string | null {
  const error = reason as { code?: string; query?: string; stack?: string; message?: string } | null;
  if (!error || typeof error !== 'object') return null;
  if (typeof error.query === 'string' && error.query.includes('pg_catalog.pg_type') && /ECONNREFUSED|CONNECTION_|ECONNRESET|57P0/.test(String(error.code))) return 'array-type lookup';
  if (error instanceof TypeError && /reading 'write'/.test(error.message ?? '') && DRIVER_FRAME.test(error.stack ?? '')) return 'write on a closed socket';
  return null;
}

function absorb(kind: string) {
  if (logged.has(kind)) return;
  logged.add(kind);
  log.warn('postgres.js fault absorbed while the connection was lost; logged once per kind', { kind });
}

export function guardDriverFaults(): void {
  const slot = globalThis as { __repriseDriverGuard?: boolean };
  if (slot.__repriseDriverGuard) return;
  slot.__repriseDriverGuard = true;
  process.on('unhandledRejection', (reason) => {
    const kind = isDriverFault(reason);
    if (kind) return absorb(kind);
    if (process.listenerCount('unhandledRejection') === 1) throw reason; // Node's default: crash
  });
  process.on('uncaughtException', (error) => {
    const kind = isDriverFault(error);
    if (kind) return absorb(kind);
    if (process.listenerCount('uncaughtException') === 1) {
      log.error('uncaught exception', { error });
      flushLogs();
      process.exit(1);
    }
  });
}
