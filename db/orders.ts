import { and, asc, desc, eq, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { catalogueSnapshots, orderBaskets, orderHistories, orderItems, orderNotes, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderBasketRow = typeof orderBaskets.$inferSelect;
export type OrderHistoryRow = typeof orderHistories.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

export async function findOrderRefByCart(executor: Executor, cartId: string): Promise<{ id: string; orderNumber: string } | null> {
  const rows = await executor.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return rows[0] ?? null;
}

export async function nextOrderNumber(executor: Executor, year: number): Promise<string> {
  const result = (await executor.execute(sql`select nextval('order_number_seq')::int as n`)) as unknown as { n: number }[] | { rows: { n: number }[] };
  const n = (Array.isArray(result) ? result : result.rows)[0]!.n;
  return `R-${year}-${String(n).padStart(6, '0')}`;
}

export type NewOrder = {
  order: typeof orders.$inferInsert;
  items: (typeof orderItems.$inferInsert)[];
  basket: typeof orderBaskets.$inferInsert;
  history: typeof orderHistories.$inferInsert;
};

export async function insertOrder(executor: Executor, input: NewOrder): Promise<void> {
  await executor.insert(orders).values(input.order);
  await executor.insert(orderItems).values(input.items);
  await executor.insert(orderBaskets).values(input.basket);
  await executor.insert(orderHistories).values(input.history);
}

export async function findOrder(executor: Executor, id: string, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const query = executor.select().from(orders).where(eq(orders.id, id)).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export type OrderAggregate = { order: OrderRow; items: OrderItemRow[]; baskets: OrderBasketRow[]; histories: OrderHistoryRow[] };

export async function loadOrderParts(executor: Executor, order: OrderRow): Promise<OrderAggregate> {
  const [items, baskets, histories] = [
    await executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    await executor.select().from(orderBaskets).where(eq(orderBaskets.orderId, order.id)).orderBy(asc(orderBaskets.index)),
    await executor.select().from(orderHistories).where(eq(orderHistories.orderId, order.id)).orderBy(asc(orderHistories.date), asc(orderHistories.id)),
  ];
  return { order, items, baskets, histories };
}

export async function updateOrder(executor: Executor, id: string, changes: Partial<typeof orders.$inferInsert>): Promise<void> {
  await executor.update(orders).set({ ...changes, updatedAt: sql`now()` }).where(eq(orders.id, id));
}

export async function insertHistory(executor: Executor, history: typeof orderHistories.$inferInsert): Promise<void> {
  await executor.insert(orderHistories).values(history);
}

export async function insertBasket(executor: Executor, basket: typeof orderBaskets.$inferInsert): Promise<void> {
  await executor.insert(orderBaskets).values(basket);
}

export async function validateBasket(executor: Executor, orderId: string, index: number): Promise<void> {
  await executor.update(orderBaskets).set({ isValidated: true }).where(and(eq(orderBaskets.orderId, orderId), eq(orderBaskets.index, index)));
}

export type OrderFilter = {
  storeId?: string;
  providerId?: string;
  accountId?: string;
  status?: string;
  bookingType?: string;
  from?: Date;
  to?: Date;
  q?: string;
  archived?: boolean;
  after?: { orderDate: Date; id: string };
};

/** One page, newest first, keyset on (order_date, id): every filter is backed by an index. */
export async function listOrderRows(executor: Executor, filter: OrderFilter, limit: number): Promise<OrderRow[]> {
  const conditions: SQL[] = [];
  if (filter.storeId) conditions.push(eq(orders.storeId, filter.storeId));
  if (filter.providerId) conditions.push(eq(orders.providerId, filter.providerId));
  if (filter.accountId) conditions.push(eq(orders.accountId, filter.accountId));
  if (filter.status) conditions.push(eq(orders.status, filter.status as OrderRow['status']));
  if (filter.bookingType) conditions.push(eq(orders.bookingType, filter.bookingType as OrderRow['bookingType']));
  if (filter.archived !== undefined) conditions.push(eq(orders.isArchived, filter.archived));
  if (filter.from) conditions.push(gte(orders.orderDate, filter.from));
  if (filter.to) conditions.push(lt(orders.orderDate, filter.to));
  if (filter.q) {
    const q = filter.q.toLowerCase();
    const prefix = `${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(eq(orders.orderNumber, filter.q.toUpperCase()), eq(orders.customerEmail, q), like(orders.customerName, prefix))!);
  }
  if (filter.after) {
    const { orderDate, id } = filter.after;
    conditions.push(or(lt(orders.orderDate, orderDate), and(eq(orders.orderDate, orderDate), lt(orders.id, id)))!);
  }
  return executor
    .select()
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.orderDate), desc(orders.id))
    .limit(limit);
}

export async function itemsOfOrders(executor: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
}

export async function historiesOfOrders(executor: Executor, orderIds: string[]): Promise<OrderHistoryRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(orderHistories).where(inArray(orderHistories.orderId, orderIds)).orderBy(asc(orderHistories.date), asc(orderHistories.id));
}

export async function insertNote(executor: Executor, note: typeof orderNotes.$inferInsert): Promise<void> {
  await executor.insert(orderNotes).values(note);
}

export async function notesOfOrder(executor: Executor, orderId: string): Promise<OrderNoteRow[]> {
  return executor.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt));
}

/** Stores a snapshot once (by content hash) and returns its hash. */
export async function putSnapshot(executor: Executor, hash: string, kind: string, body: Record<string, unknown>): Promise<string> {
  await executor.insert(catalogueSnapshots).values({ hash, kind, body }).onConflictDoNothing();
  return hash;
}

export async function snapshotsByHash(executor: Executor, hashes: string[]): Promise<Map<string, Record<string, unknown>>> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Map();
  const rows = await executor.select().from(catalogueSnapshots).where(inArray(catalogueSnapshots.hash, unique));
  return new Map(rows.map((r) => [r.hash, r.body]));
}
