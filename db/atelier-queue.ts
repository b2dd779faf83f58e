import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from './client';
import { pageOrderRows, type OrderRow } from './orders';
import { orderItems, orders } from './schema';
import type { OrderStatus } from './schema/orders';

/**
 * One page of an atelier's queue (docs/atelier.md#queue): its provider's orders of these statuses,
 * not archived, live (test orders are no atelier's work: docs/integrators.md#test-mode), soonest due first, optionally searched (number and name: never the customer's
 * e-mail or phone, which the atelier does not read). A keyset page on orders_provider_due_idx, so its cost does not grow with the table.
 */
export function queueRows(executor: Executor, providerId: string, statuses: readonly OrderStatus[], options: { q?: string; limit: number }): Promise<OrderRow[]> {
  return pageOrderRows(executor, { providerId, status: [...statuses], archived: false, livemode: true, q: options.q || undefined, benchSearch: true }, { sort: 'asc', by: 'due', limit: options.limit });
}

/** The garments' names of these orders, by order id, in item order. */
export async function garmentNames(executor: Executor, orderIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (orderIds.length === 0) return names;
  const rows = await executor.select({ orderId: orderItems.orderId, name: orderItems.name }).from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.orderId, orderItems.id);
  for (const row of rows) names.set(row.orderId, [...(names.get(row.orderId) ?? []), row.name]);
  return names;
}

/**
 * How many orders wait in an atelier's queue (docs/atelier.md#capacity): its orders of the queue's
 * statuses, not archived. A count on orders_provider_due_idx's provider prefix.
 */
export async function queueLength(executor: Executor, providerId: string, statuses: readonly OrderStatus[]): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.status, [...statuses]), eq(orders.isArchived, false)));
  return Number(row?.n ?? 0);
}

/** How many orders of the atelier's queue are due before `due`: those the bench works first (docs/atelier.md#forecast). */
export async function queueAhead(executor: Executor, providerId: string, statuses: readonly OrderStatus[], due: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.status, [...statuses]), eq(orders.isArchived, false), eq(orders.livemode, true), lt(orders.estimatedCompletionDate, due)));
  return Number(row?.n ?? 0);
}

/**
 * The due dates of an atelier's queue before `before`, soonest first, at most `limit`: the orders
 * ahead of each order of a staff page at once (docs/atelier.md#forecast-staff), one index range of
 * orders_provider_due_idx per atelier instead of a count per order.
 */
export async function queueDueDates(executor: Executor, providerId: string, statuses: readonly OrderStatus[], before: Date, limit: number): Promise<Date[]> {
  const rows = await executor
    .select({ due: orders.estimatedCompletionDate })
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.status, [...statuses]), eq(orders.isArchived, false), eq(orders.livemode, true), lt(orders.estimatedCompletionDate, before)))
    .orderBy(asc(orders.estimatedCompletionDate))
    .limit(limit);
  return rows.map((r) => r.due);
}
