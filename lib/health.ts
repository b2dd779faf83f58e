import 'server-only';
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
    return { status: 'up', driver: result, latencyMs: Math.round(performance.now() - started) };
  } catch {
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
