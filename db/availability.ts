/**
 * Whether the database answers, as this process last saw it (README, Faults):
 * the proxy asks before every page request and answers 503 with a "temporarily unavailable" page
 * while it does not (proxy.ts). Known `up`, the answer costs no I/O; after a connection failure
 * anywhere (a route's, a page's, the opening's) it is `unknown` until one probe says; `down`, it
 * is probed again at most every RECHECK_MS, one probe at a time, so pages come back as soon as the
 * database does, with no restart. No imports: the proxy, instrumentation and routes are separate
 * bundles, and they share this state through one global slot (as db/client.ts shares its handle).
 */
type Status = 'unknown' | 'up' | 'down';
type Slot = { status: Status; checkedAt: number; probe?: () => Promise<boolean>; inflight?: Promise<boolean> };

export const RECHECK_MS = 1000;

const holder = globalThis as { __repriseDbAvailability?: Slot };
const slot = (): Slot => (holder.__repriseDbAvailability ??= { status: 'unknown', checkedAt: 0 });

/** The server's own probe (instrumentation.ts): resolves true when a query went through. */
export function registerDatabaseProbe(probe: () => Promise<boolean>): void {
  slot().probe = probe;
}

/** A connection failed somewhere: the next page request checks before rendering. */
export function reportConnectionFailure(): void {
  const s = slot();
  if (s.status === 'up') s.status = 'unknown';
}

export function reportDatabaseUp(): void {
  slot().status = 'up';
}

/** True at once when known up (or when nothing can probe: a build, a test); else the probe's answer. */
export function databaseAvailable(): true | Promise<boolean> {
  const s = slot();
  if (s.status === 'up' || !s.probe) return true;
  if (s.status === 'down' && Date.now() - s.checkedAt < RECHECK_MS) return Promise.resolve(false);
  s.inflight ??= s
    .probe()
    .catch(() => false)
    .then((ok) => {
      s.status = ok ? 'up' : 'down';
      s.checkedAt = Date.now();
      s.inflight = undefined;
      return ok;
    });
  return s.inflight;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', '57P01', '57P03']);

/** A lost or refused connection (the driver's code, or the cause's when drizzle wraps it). */
export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return CONNECTION_ERRORS.has(String(code)) || CONNECTION_ERRORS.has(String(cause));
}
