import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, apiKeys } from './schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export async function insertApiKey(db: Executor, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

/** Every key, or one store's (newest first). */
export function listApiKeys(db: Executor, storeId?: string): Promise<ApiKeyRow[]> {
  const q = db.select().from(apiKeys);
  return (storeId ? q.where(eq(apiKeys.storeId, storeId)) : q).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Marks a key revoked (once: the first revocation time is kept); false when there is no such key. */
export async function revokeApiKey(db: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  if (rows.length) return true;
  const [existing] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
  return !!existing;
}

export async function findApiKey(db: Executor, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}

/** A live key (not revoked) by the SHA-256 of its secret, with the account that created it (enabled). */
export async function findLiveApiKey(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ key: apiKeys, creator: { id: accounts.id, email: accounts.email } })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.tokenHash, tokenHash), isNull(apiKeys.revokedAt), isNull(accounts.disabledAt)));
  return row ?? null;
}

/** Records the last use, at most once per interval (a write per request would serialise a busy key). */
export async function touchApiKey(db: Executor, id: string, now: Date, intervalMs: number): Promise<void> {
  const before = new Date(now.getTime() - intervalMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, before))));
}
