import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from './client';
import type { ClaimScope } from './invoices';
import { orderBaskets, orderHistories, orders } from './schema';

/**
 * Completed orders of a provider (completed within the scope's dates) with no invoice in
 * force: the bonus they carry has no proof to claim it with (docs/bonus-reparation-claims.md#warnings).
 */
export async function completedOrdersWithoutInvoice(executor: Executor, scope: ClaimScope) {
  const conditions = [
    eq(orders.providerId, scope.providerId),
    eq(orders.status, 'completed'),
    eq(orders.isRevoked, false), // declined quote: no work, nothing to invoice
    eq(orders.livemode, true), // a test order is never invoiced (docs/integrators.md#test-mode)
    gte(orderHistories.date, scope.from),
    lt(orderHistories.date, scope.to),
    sql`not exists (select 1 from invoices i where i.order_id = ${orders.id} and i.kind = 'invoice' and not exists (select 1 from invoices c where c.credits_invoice_id = i.id))`,
  ];
  if (scope.storeId) conditions.push(eq(orders.storeId, scope.storeId));
  return executor
    .selectDistinct({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(orderHistories, and(eq(orderHistories.orderId, orders.id), eq(orderHistories.status, 'completed')))
    .where(and(...conditions));
}

/** Each order's validated basket with the highest index: the pricing the order stands on. */
export async function agreedBaskets(executor: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, typeof orderBaskets.$inferSelect>();
  const rows = await executor.select().from(orderBaskets).where(and(inArray(orderBaskets.orderId, orderIds), eq(orderBaskets.isValidated, true)));
  const agreed = new Map<string, typeof orderBaskets.$inferSelect>();
  for (const row of rows) if ((agreed.get(row.orderId)?.index ?? -1) < row.index) agreed.set(row.orderId, row);
  return agreed;
}
