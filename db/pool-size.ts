import os from 'node:os';

/**
 * postgres.js pool size: `DB_POOL_MAX` when set, else twice the database server's cores —
 * `DB_SERVER_CORES` when Postgres runs on another host, else this host's. Sized to the
 * server, not to the requests in flight: postgres.js pipelines statements on a busy
 * connection, and the README measured a pool of 2× cores fastest (4 on 2 cores, where 10
 * and 20 placed fewer orders per second).
 */
export function poolSize(env: Record<string, string | undefined> = process.env, localCores: number = os.availableParallelism()): number {
  const max = positiveInteger(env, 'DB_POOL_MAX');
  if (max !== undefined) return max;
  return 2 * (positiveInteger(env, 'DB_SERVER_CORES') ?? localCores);
}

function positiveInteger(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}
