import { randomBytes } from 'node:crypto';

const globalForName = globalThis as unknown as { __repriseApplicationName?: string };

/**
 * This process's Postgres `application_name`: `reprise-` and a random suffix, so pg_stat_activity
 * tells its connections from another instance's (the pool-use metric, docs/operations.md#metrics).
 */
export function applicationName(): string {
  return (globalForName.__repriseApplicationName ??= `reprise-${randomBytes(4).toString('hex')}`);
}
