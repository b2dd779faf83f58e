import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { executedRows } from './executed-rows';

export type Attempt = { key: string; attempts: number; windowStartedAt: Date };

/**
 * Counts one attempt on every key and returns the counts after it, in ONE statement: the row
 * lock of the upsert orders concurrent attempts, so with a limit of N exactly N of any number
 * of simultaneous tries see a count ≤ N. A window older than `windowMs` restarts at 1.
 * (The column is still named `failures`: successes give their attempt back, see `giveBack`.)
 */
export async function countAttempts(executor: Executor, keys: string[], now: Date, windowMs: number): Promise<Attempt[]> {
  if (keys.length === 0) return [];
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const values = sql.join(
    [...new Set(keys)].map((key) => sql`(${key}, 1, ${nowSql})`),
    sql`, `,
  );
  type Row = { key: string; failures: number; window_started_at: string | Date };
  const result = (await executor.execute(sql`
    insert into auth_throttles as t (key, failures, window_started_at) values ${values}
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${nowSql} else t.window_started_at end
    returning t.key, t.failures, t.window_started_at`));
  return executedRows<Row>(result).map((r) => ({ key: r.key, attempts: Number(r.failures), windowStartedAt: new Date(r.window_started_at) }));
}

/** Takes back one attempt (a success should not count toward a shared address's limit). */
export async function giveBack(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`update auth_throttles set failures = greatest(failures - 1, 0) where key = ${key}`);
}
