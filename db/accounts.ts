import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, authThrottles, sessions, type Role } from './schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

export async function insertAccount(executor: Executor, account: NewAccount): Promise<AccountRow | null> {
  const rows = await executor.insert(accounts).values(account).onConflictDoNothing({ target: accounts.email }).returning();
  return rows[0] ?? null;
}

export async function findAccountByEmail(executor: Executor, email: string): Promise<AccountRow | null> {
  const rows = await executor.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(executor: Executor, id: string): Promise<AccountRow | null> {
  const rows = await executor.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(executor: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await executor.insert(sessions).values(session);
}

/** The live session for a token hash, with its account; expired or disabled → null. */
export async function findLiveSession(executor: Executor, tokenHash: string, now: Date) {
  const rows = await executor
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
        sql`${accounts.disabledAt} is null`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(executor: Executor, tokenHash: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await executor.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(executor: Executor, tokenHash: string): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export type ThrottleState = { key: string; failures: number; windowStartedAt: Date };

export async function readThrottles(executor: Executor, keys: string[]): Promise<ThrottleState[]> {
  if (keys.length === 0) return [];
  return executor
    .select({ key: authThrottles.key, failures: authThrottles.failures, windowStartedAt: authThrottles.windowStartedAt })
    .from(authThrottles)
    .where(inArray(authThrottles.key, keys));
}

/**
 * Counts one failure per key in a single atomic upsert; a window older than
 * `windowMs` restarts at 1. Safe under concurrency on any number of instances.
 */
export async function recordFailures(executor: Executor, keys: string[], now: Date, windowMs: number): Promise<void> {
  // Raw SQL parameters: ISO strings with a cast (postgres.js does not serialise Date there).
  const windowStart = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  for (const key of keys) {
    await executor
      .insert(authThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          failures: sql`case when ${authThrottles.windowStartedAt} < ${windowStart} then 1 else ${authThrottles.failures} + 1 end`,
          windowStartedAt: sql`case when ${authThrottles.windowStartedAt} < ${windowStart} then ${nowSql} else ${authThrottles.windowStartedAt} end`,
        },
      });
  }
}

export async function clearThrottle(executor: Executor, key: string): Promise<void> {
  await executor.delete(authThrottles).where(eq(authThrottles.key, key));
}

export type { Role };
