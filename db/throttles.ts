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
export async function countAttempts(executor: Executor, keys: string[], now: Date, windowMs: number, amount = 1): Promise<Attempt[]> {
  if (keys.length === 0) return [];
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const values = sql.join(
    // Sorted: two statements upserting the same keys lock their rows in one order, never a deadlock.
    [...new Set(keys)].sort().map((key) => sql`(${key}, ${amount}, ${nowSql})`),
    sql`, `,
  );
  type Row = { key: string; failures: number; window_started_at: string | Date };
  const result = (await executor.execute(sql`
    insert into auth_throttles as t (key, failures, window_started_at) values ${values}
    on conflict (key) do update set
      failures = case when t.window_started_at < ${windowStart} then ${amount} else t.failures + ${amount} end,
      window_started_at = case when t.window_started_at < ${windowStart} then ${nowSql} else t.window_started_at end
    returning t.key, t.failures, t.window_started_at`));
  return executedRows<Row>(result).map((r) => ({ key: r.key, attempts: Number(r.failures), windowStartedAt: new Date(r.window_started_at) }));
}

/** Takes back one attempt, or `amount` (a success should not count toward a shared address's limit). */
export async function giveBack(executor: Executor, key: string, amount = 1): Promise<void> {
  await executor.execute(sql`update auth_throttles set failures = greatest(failures - ${amount}, 0) where key = ${key}`);
}

/**
 * One try on a progressively delayed key (docs/decisions.md#login-throttle), decided under the
 * row's lock (call it inside a transaction): counted, and `lastAt` moved to now, only if the key is
 * under its free tries or its delay since the last counted try has passed; the count restarts after
 * `idleMs` without a try. Returns whether it was counted, the count, and when the next try may come.
 */
export async function takeDelayedTry(tx: Executor, key: string, now: Date, rule: { free: number; firstDelayMs: number; maxDelayMs: number; idleMs: number }): Promise<{ counted: boolean; tries: number; nextAt: Date }> {
  await tx.execute(sql`insert into auth_throttles (key, failures, window_started_at) values (${key}, 0, ${new Date(0).toISOString()}::timestamptz) on conflict (key) do nothing`);
  type Row = { failures: number; window_started_at: string | Date };
  const [row] = executedRows<Row>(await tx.execute(sql`select failures, window_started_at from auth_throttles where key = ${key} for update`));
  const idle = now.getTime() - new Date(row!.window_started_at).getTime() > rule.idleMs;
  const before = idle ? 0 : Number(row!.failures);
  const lastAt = new Date(row!.window_started_at);
  const wait = (tries: number) => (tries < rule.free ? 0 : Math.min(rule.firstDelayMs * 2 ** (tries - rule.free), rule.maxDelayMs));
  if (before >= rule.free && lastAt.getTime() + wait(before) > now.getTime()) return { counted: false, tries: before, nextAt: new Date(lastAt.getTime() + wait(before)) };
  const tries = before + 1;
  await tx.execute(sql`update auth_throttles set failures = ${tries}, window_started_at = ${now.toISOString()}::timestamptz where key = ${key}`);
  return { counted: true, tries, nextAt: new Date(now.getTime() + wait(tries)) };
}
