import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { idempotencyKeys } from './schema';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key; null when another request already holds it. */
export async function claimKey(executor: Executor, row: { scope: string; key: string; endpoint: string; requestHash: string }): Promise<boolean> {
  const inserted = await executor.insert(idempotencyKeys).values(row).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findKey(executor: Executor, scope: string, key: string): Promise<IdempotencyRow | null> {
  const rows = await executor
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0] ?? null;
}

export async function completeKey(executor: Executor, scope: string, key: string, status: number, body: unknown): Promise<void> {
  await executor
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function releaseKey(executor: Executor, scope: string, key: string): Promise<void> {
  await executor.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Drops a key older than `maxAgeMs` (done or abandoned) so it can be claimed afresh. */
export async function expireKey(executor: Executor, scope: string, key: string, maxAgeMs: number): Promise<void> {
  const cutoff = new Date(Date.now() - maxAgeMs).toISOString();
  await executor
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.createdAt} < ${cutoff}::timestamptz`));
}
