import { and, asc, count, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { benchSearchCondition } from './order-search';
import { orderItems, orders } from './schema';
import type { OrderStatus } from './schema/orders';

/**
 * What the queue's cards show of an order (docs/atelier.md#queue): ten fields, never the order's
 * jsonb documents (only the two transit days of its logistic snapshot, for the lanes and the forecast).
 */
export type QueueRow = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  version: number;
  storeId: string;
  orderDate: Date;
  estimatedCompletionDate: Date;
  onwardTransitDays: number;
  returnTransitDays: number;
};

/** Where a page of the queue starts: strictly after this (due date, id). */
export type QueueKey = { due: Date; id: string };

/** A part of the queue the database selects: statuses, and a range of due dates. */
export type QueueSlice = { statuses: readonly OrderStatus[]; dueBefore?: Date; dueFrom?: Date; dueTo?: Date };

const queueColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  version: orders.version,
  storeId: orders.storeId,
  orderDate: orders.orderDate,
  estimatedCompletionDate: orders.estimatedCompletionDate,
  onwardTransitDays: sql<number>`(${orders.logisticOption}->>'onwardTransitDays')::int`.mapWith(Number),
  returnTransitDays: sql<number>`(${orders.logisticOption}->>'returnTransitDays')::int`.mapWith(Number),
};

/**
 * The queue's orders: its provider's, of these statuses, not archived, live (test orders are no
 * atelier's work: docs/integrators.md#test-mode). `not is_archived` and `livemode` are spelled as
 * orders_provider_queue_idx's predicate (literals, not parameters), so that a prepared statement's
 * generic plan can still use it.
 */
function queueConditions(providerId: string, slice: QueueSlice): SQL[] {
  const conditions: SQL[] = [eq(orders.providerId, providerId), slice.statuses.length === 1 ? eq(orders.status, slice.statuses[0]!) : inArray(orders.status, [...slice.statuses]), sql`not ${orders.isArchived}`, sql`${orders.livemode}`];
  if (slice.dueBefore) conditions.push(lt(orders.estimatedCompletionDate, slice.dueBefore));
  if (slice.dueFrom) conditions.push(gte(orders.estimatedCompletionDate, slice.dueFrom));
  if (slice.dueTo) conditions.push(lte(orders.estimatedCompletionDate, slice.dueTo));
  return conditions;
}

/**
 * One page of an atelier's queue (docs/atelier.md#queue), soonest due first, after `after`,
 * optionally searched (number and name: never the customer's e-mail or phone, which the atelier
 * does not read). One narrow statement: a keyset page on orders_provider_due_idx (or, for one
 * lane's statuses, orders_provider_queue_idx), so its cost does not grow with the table.
 */
export function queuePage(executor: Executor, providerId: string, slice: QueueSlice, options: { q?: string; after?: QueueKey; limit: number }): Promise<QueueRow[]> {
  const conditions = queueConditions(providerId, slice);
  if (options.q) conditions.push(benchSearchCondition(options.q));
  if (options.after) conditions.push(or(gt(orders.estimatedCompletionDate, options.after.due), and(eq(orders.estimatedCompletionDate, options.after.due), gt(orders.id, options.after.id)))!);
  return executor.select(queueColumns).from(orders).where(and(...conditions)).orderBy(asc(orders.estimatedCompletionDate), asc(orders.id)).limit(options.limit);
}

/** The queue's counts (docs/atelier.md#queue-counts): per status, and late (due before `now`) and due soon (due in [`now`, `soon`]). */
export type QueueCounts = { all: number; coming: number; received: number; quotePending: number; inRepair: number; late: number; dueSoon: number };

/**
 * The queue's counts in one statement: an index-only scan of orders_provider_queue_idx's range for
 * the provider (its status and due date are in the index), whatever the table's size.
 */
export async function queueCounts(executor: Executor, providerId: string, statuses: readonly OrderStatus[], now: Date, soon: Date): Promise<QueueCounts> {
  const n = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
  const [row] = await executor
    .select({
      all: count(),
      coming: n(inArray(orders.status, ['booked', 'in_transit'])),
      received: n(eq(orders.status, 'received')),
      quotePending: n(eq(orders.status, 'quote_pending')),
      inRepair: n(eq(orders.status, 'in_repair')),
      late: n(lt(orders.estimatedCompletionDate, now)),
      dueSoon: n(and(gte(orders.estimatedCompletionDate, now), lte(orders.estimatedCompletionDate, soon))!),
    })
    .from(orders)
    .where(and(...queueConditions(providerId, { statuses })));
  return row ?? { all: 0, coming: 0, received: 0, quotePending: 0, inRepair: 0, late: 0, dueSoon: 0 };
}

/**
 * The orders of the queue on their way (booked, in transit) booked since `since`, narrow: the
 * only ones whose expected arrival may still be after today (docs/atelier.md#queue-counts); every
 * older one is expected already. orders_provider_queue_idx holds their order date.
 */
export function comingSince(executor: Executor, providerId: string, since: Date): Promise<Pick<QueueRow, 'storeId' | 'orderDate' | 'onwardTransitDays'>[]> {
  return executor
    .select({ storeId: orders.storeId, orderDate: orders.orderDate, onwardTransitDays: queueColumns.onwardTransitDays })
    .from(orders)
    .where(and(...queueConditions(providerId, { statuses: ['booked', 'in_transit'] }), gte(orders.orderDate, since)));
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
