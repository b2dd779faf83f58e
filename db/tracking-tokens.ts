import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { orderHistories, orderTrackingTokens, orders } from './schema';

export async function insertTrackingTokens(db: Executor, rows: (typeof orderTrackingTokens.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(orderTrackingTokens).values(rows);
}

/** The live (unrevoked) token's order, with when it reached a final status, if it did. */
export async function findTrackedOrder(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ orderId: orders.id, accountId: orders.accountId, storeId: orders.storeId, status: orders.status, email: orders.customerEmail })
    .from(orderTrackingTokens)
    .innerJoin(orders, eq(orders.id, orderTrackingTokens.orderId))
    .where(and(eq(orderTrackingTokens.tokenHash, tokenHash), isNull(orderTrackingTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  const ended = row.status === 'completed' || row.status === 'cancelled'
    ? (await db.select({ date: orderHistories.date }).from(orderHistories).where(and(eq(orderHistories.orderId, row.orderId), eq(orderHistories.status, row.status))).limit(1))[0]?.date ?? null
    : null;
  return { ...row, endedAt: ended };
}

export async function revokeTrackingTokens(db: Executor, orderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(orderTrackingTokens)
    .set({ revokedAt: at })
    .where(and(eq(orderTrackingTokens.orderId, orderId), isNull(orderTrackingTokens.revokedAt)))
    .returning({ hash: orderTrackingTokens.tokenHash });
  return rows.length;
}

/** Revokes every live token of these orders but the newest `keep` of each; how many it revoked. */
export async function revokeTrackingTokensBeyond(db: Executor, orderIds: string[], keep: number, at: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await db
    .update(orderTrackingTokens)
    .set({ revokedAt: at })
    .where(
      and(
        inArray(orderTrackingTokens.orderId, [...new Set(orderIds)]),
        isNull(orderTrackingTokens.revokedAt),
        sql`${orderTrackingTokens.tokenHash} not in (
          select newest.token_hash from order_tracking_tokens newest
          where newest.order_id = ${orderTrackingTokens.orderId} and newest.revoked_at is null
          order by newest.created_at desc, newest.token_hash desc limit ${keep})`,
      ),
    )
    .returning({ hash: orderTrackingTokens.tokenHash });
  return rows.length;
}
