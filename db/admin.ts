import { and, asc, desc, eq, gt, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import type { OrderFilter, OrderRow } from './orders';
import { accounts, orderNotes, orders } from './schema';

/** Where a page starts: strictly after or strictly before this row, in the page's sort order. */
export type OrderKey = { orderDate: Date; id: string };
export type OrderPageRequest = { sort: 'desc' | 'asc'; after?: OrderKey; before?: OrderKey; limit: number };

/** The same filters as GET /api/sip/orders (db/orders.ts listOrderRows), minus its cursor. */
function filterConditions(filter: Omit<OrderFilter, 'after'>): SQL[] {
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
  return conditions;
}

const beyond = (key: OrderKey, direction: 'lt' | 'gt') => {
  const cmp = direction === 'lt' ? lt : gt;
  return or(cmp(orders.orderDate, key.orderDate), and(eq(orders.orderDate, key.orderDate), cmp(orders.id, key.id)))!;
};

/**
 * One page of orders in either sort order, going forward (`after`) or back (`before`) from a
 * row: keyset on (order_date, id). Every index on orders ends in (order_date desc, id desc),
 * which Postgres scans forwards for newest first and backwards for oldest first, so both
 * orders and both directions stay index scans. Rows come back in the page's display order.
 */
export async function pageOrderRows(executor: Executor, filter: Omit<OrderFilter, 'after'>, page: OrderPageRequest): Promise<OrderRow[]> {
  const conditions = filterConditions(filter);
  // Going back reads the other way from the key, then flips the rows.
  const backwards = !!page.before && !page.after;
  const ascending = (page.sort === 'asc') !== backwards;
  const key = page.after ?? page.before;
  if (key) conditions.push(beyond(key, ascending ? 'gt' : 'lt'));
  const rows = await executor
    .select()
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...(ascending ? [asc(orders.orderDate), asc(orders.id)] : [desc(orders.orderDate), desc(orders.id)]))
    .limit(page.limit);
  return backwards ? rows.reverse() : rows;
}

export type PersonRow = { id: string; email: string; givenName: string; familyName: string; role: 'customer' | 'staff' | 'admin' };

export async function peopleByIds(executor: Executor, ids: string[]): Promise<PersonRow[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return [];
  return executor
    .select({ id: accounts.id, email: accounts.email, givenName: accounts.givenName, familyName: accounts.familyName, role: accounts.role })
    .from(accounts)
    .where(inArray(accounts.id, unique));
}

export async function setOrderArchived(executor: Executor, orderId: string, isArchived: boolean): Promise<void> {
  await executor.update(orders).set({ isArchived, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** Internal notes, oldest first (the table exists since the orders migration). */
export async function listNotes(executor: Executor, orderId: string) {
  return executor.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}
