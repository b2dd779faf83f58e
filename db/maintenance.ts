import { and, lt, or, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { authThrottles, carts, customers, idempotencyKeys, sessions } from './schema';

export const RETENTION = {
  idempotencyKeysMs: 24 * 3600_000,
  throttlesMs: 24 * 3600_000,
  /** Carts nobody ordered, untouched this long (their items and customer go with them). */
  abandonedCartsMs: 90 * 24 * 3600_000,
};

/**
 * Deletes what has outlived its use (ASVS 14.2.7, DESIGN §3): idempotency keys older
 * than 24 h, ended sessions, old login counters, carts abandoned for 90 days and the
 * guest details nothing refers to any more. Safe to
 * run from every instance at once.
 */
export async function pruneExpired(executor: Executor, now = new Date()): Promise<Record<string, number>> {
  const before = (ms: number) => sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const counted = async (query: Promise<unknown[]>) => (await query).length;
  return {
    idempotencyKeys: await counted(
      executor.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(RETENTION.idempotencyKeysMs))).returning({ k: idempotencyKeys.key }),
    ),
    sessions: await counted(
      executor.delete(sessions).where(or(lt(sessions.expiresAt, nowSql), lt(sessions.idleExpiresAt, nowSql))).returning({ k: sessions.tokenHash }),
    ),
    throttles: await counted(executor.delete(authThrottles).where(lt(authThrottles.windowStartedAt, before(RETENTION.throttlesMs))).returning({ k: authThrottles.key })),
    carts: await counted(
      executor
        .delete(carts)
        .where(and(sql`${carts.status} = 'open'`, lt(carts.updatedAt, before(RETENTION.abandonedCartsMs))))
        .returning({ k: carts.id }),
    ),
    // Guests' details that no cart or order refers to any more.
    customers: await counted(
      executor
        .delete(customers)
        .where(
          sql`${customers.accountId} is null and not exists (select 1 from carts c where c.customer_id = ${customers.id}) and not exists (select 1 from orders o where o.customer_id = ${customers.id})`,
        )
        .returning({ k: customers.id }),
    ),
  };
}
