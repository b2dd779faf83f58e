import 'server-only';
import { reportConnectionFailure, reportDatabaseUp } from '@/db/availability';
import { getDbHandle } from '@/db/client';
import { pingDatabase } from '@/db/maintenance';

const TIMEOUT_MS = 2000;

export type DatabaseHealth = { status: 'up' | 'down'; driver?: string; latencyMs?: number };

export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    const result = await withTimeout(
      getDbHandle().then(async (handle) => {
        await pingDatabase(handle.db);
        return handle.driver;
      }),
      TIMEOUT_MS,
    );
    reportDatabaseUp(); // a load balancer's polling keeps the pages' view current (db/availability.ts)
    return { status: 'up', driver: result, latencyMs: Math.round(performance.now() - started) };
  } catch {
    reportConnectionFailure();
    return { status: 'down' };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The pages' probe (db/availability.ts, registered by instrumentation.ts): opens the database if
 * it is not (a refused connection fails at once, an unreachable host after connect_timeout) and
 * pings it, within PROBE_TIMEOUT_MS. No short timeout: the first open (migrations, PGlite's start)
 * takes seconds without the database being down.
 */
const PROBE_TIMEOUT_MS = 8000;
export async function probeDatabase(): Promise<boolean> {
  try {
    await withTimeout(getDbHandle().then((handle) => pingDatabase(handle.db)), PROBE_TIMEOUT_MS);
    return true;
  } catch {
    return false;
  }
}
