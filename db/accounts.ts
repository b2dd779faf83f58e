import { and, eq, gt, sql } from 'drizzle-orm';
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

export async function clearThrottle(executor: Executor, key: string): Promise<void> {
  await executor.delete(authThrottles).where(eq(authThrottles.key, key));
}

export type { Role };
