import { and, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from './client';
import { Params, queryRows } from './json-rows';
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

/** The weekly summary's language, or null to stop it (docs/dashboards.md#weekly-summary). */
export async function setWeeklySummaryLocale(executor: Executor, id: string, locale: string | null): Promise<void> {
  await executor.update(accounts).set({ weeklySummaryLocale: locale }).where(eq(accounts.id, id));
}

export async function findAccountById(executor: Executor, id: string): Promise<AccountRow | null> {
  const rows = await executor.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertSession(executor: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await executor.insert(sessions).values(session);
}

/** The session and account fields a request's credentials resolve to. */
export type LiveSession = { session: { lastSeenAt: Date; expiresAt: Date }; account: Pick<AccountRow, 'id' | 'role' | 'storeId' | 'providerId' | 'email'> };

// Every signed-in request runs this: text sent straight to the driver, kept prepared (db/json-rows.ts).
const LIVE_SESSION = `select s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt", a.id, a.role, a.store_id as "storeId", a.provider_id as "providerId", a.email
  from sessions s join accounts a on a.id = s.account_id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz and s.idle_expires_at > $2::timestamptz and a.disabled_at is null limit 1`;

/** The live session for a token hash, with its account; expired or disabled → null. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<LiveSession | null> {
  const params = new Params();
  params.add(tokenHash);
  params.add(now.toISOString());
  const [row] = await queryRows<LiveSession['session'] & LiveSession['account']>(db, LIVE_SESSION, params);
  if (!row) return null;
  const { lastSeenAt, expiresAt, ...account } = row;
  return { session: { lastSeenAt: new Date(lastSeenAt), expiresAt: new Date(expiresAt) }, account };
}

export async function touchSession(executor: Executor, tokenHash: string, now: Date, idleExpiresAt: Date): Promise<void> {
  await executor.update(sessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(executor: Executor, tokenHash: string): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the account but the one `keepTokenHash` names; how many ended. */
export async function deleteOtherSessions(executor: Executor, accountId: string, keepTokenHash: string): Promise<number> {
  const ended = await executor.delete(sessions).where(and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, keepTokenHash))).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function clearThrottle(executor: Executor, key: string): Promise<void> {
  await executor.delete(authThrottles).where(eq(authThrottles.key, key));
}

export type { Role };
