import { and, asc, count, desc, eq, gt, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { commentsOf, type OrderCommentRow } from './order-comments';
import { providerUploadsOf, type ProviderUploadRow } from './provider-uploads';
import { benchSearchCondition, searchCondition, similarCondition } from './order-search';
import type { BookingType, OrderStatus, QuoteAnswer } from '@/lib/schemas/constants';
import type { ServiceSnapshot } from './schema/order-json';
import { catalogueSnapshots, orderBaskets, orderContactChanges, orderHistories, orderItems, orderNotes, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderBasketRow = typeof orderBaskets.$inferSelect;
export type OrderHistoryRow = typeof orderHistories.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type OrderContactChangeRow = typeof orderContactChanges.$inferSelect;
export type CatalogueSnapshotRow = typeof catalogueSnapshots.$inferSelect;

export async function findOrderRefByCart(executor: Executor, cartId: string): Promise<{ id: string; orderNumber: string } | null> {
  const rows = await executor.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return rows[0] ?? null;
}

export type NewOrder = {
  order: typeof orders.$inferInsert;
  items: (typeof orderItems.$inferInsert)[];
  basket: typeof orderBaskets.$inferInsert;
  history: typeof orderHistories.$inferInsert;
};

export async function findOrder(executor: Executor, id: string, options: { lock?: boolean } = {}): Promise<OrderRow | null> {
  const query = executor.select().from(orders).where(eq(orders.id, id)).limit(1);
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

export type OrderAggregate = {
  order: OrderRow;
  items: OrderItemRow[];
  baskets: OrderBasketRow[];
  histories: OrderHistoryRow[];
  /** The atelier's photos (docs/atelier.md#photos); absent where an aggregate is built without them (an order just placed has none). */
  uploads?: ProviderUploadRow[];
  /** The order's thread (docs/atelier.md#messages), oldest first; absent as `uploads` is. */
  comments?: OrderCommentRow[];
};

export async function loadOrderParts(executor: Executor, order: OrderRow): Promise<OrderAggregate> {
  return (await loadPartsOf(executor, [order]))[0]!;
}

/** Several orders with their parts in six statements whatever their number (the outbox dispatches in batches). */
export async function loadOrderAggregates(executor: Executor, ids: string[]): Promise<OrderAggregate[]> {
  return ids.length ? loadPartsOf(executor, await executor.select().from(orders).where(inArray(orders.id, ids))) : [];
}

async function loadPartsOf(executor: Executor, rows: OrderRow[]): Promise<OrderAggregate[]> {
  const ids = rows.map((o) => o.id);
  // One after the other: inside a PGlite transaction statements cannot overlap.
  const items = await executor.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.position));
  const baskets = await executor.select().from(orderBaskets).where(inArray(orderBaskets.orderId, ids)).orderBy(asc(orderBaskets.index));
  const histories = await executor.select().from(orderHistories).where(inArray(orderHistories.orderId, ids)).orderBy(asc(orderHistories.date), asc(orderHistories.id));
  const uploads = await providerUploadsOf(executor, ids);
  const comments = await commentsOf(executor, ids);
  const of = <T extends { orderId: string }>(list: T[], id: string) => list.filter((row) => row.orderId === id);
  return rows.map((order) => ({ order, items: of(items, order.id), baskets: of(baskets, order.id), histories: of(histories, order.id), uploads: of(uploads, order.id), comments: of(comments, order.id) }));
}

/** Every change of an order bumps its version (its ETag: docs/decisions.md#order-concurrency). */
export async function updateOrder(executor: Executor, id: string, changes: Partial<Omit<typeof orders.$inferInsert, 'version'>>): Promise<void> {
  await executor.update(orders).set({ ...changes, updatedAt: sql`now()`, version: sql`${orders.version} + 1` }).where(eq(orders.id, id));
}

export async function insertHistory(executor: Executor, history: typeof orderHistories.$inferInsert): Promise<void> {
  await executor.insert(orderHistories).values(history);
}

export async function insertBasket(executor: Executor, basket: typeof orderBaskets.$inferInsert): Promise<void> {
  await executor.insert(orderBaskets).values(basket);
}

export async function updateOrderItemServices(executor: Executor, orderId: string, id: string, subServices: ServiceSnapshot[]): Promise<void> {
  await executor.update(orderItems).set({ subServices }).where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, id)));
}

/** The customer's answer to a quote: accepted baskets become the validated one the order is priced by. */
export async function answerBasket(
  executor: Executor,
  orderId: string,
  index: number,
  answer: QuoteAnswer,
  replacedServices: Record<string, ServiceSnapshot[]> | null = null,
): Promise<void> {
  await executor
    .update(orderBaskets)
    .set({ answer, isValidated: answer === 'accepted', replacedServices })
    .where(and(eq(orderBaskets.orderId, orderId), eq(orderBaskets.index, index)));
}

export type OrderFilter = {
  storeId?: string;
  providerId?: string;
  accountId?: string;
  status?: OrderStatus[];
  overdue?: boolean;
  bookingType?: BookingType;
  from?: Date;
  to?: Date;
  q?: string;
  /** `q` read as the atelier's search: number and name, never e-mail or phone (docs/atelier.md#queue). */
  benchSearch?: boolean;
  /**
   * Where `q`'s national phone forms are read (docs/counter.md#phone-search): the store's
   * country, or every country the stores use; absent, a national form is plain digits.
   */
  phoneCountries?: string[];
  /** `q` read with typos forgiven (docs/counter.md#forgiving-search): asked when `q` as typed finds nothing. */
  similar?: boolean;
  /** With `similar`: the name words each of `q`'s words may mean (db/order-search.ts similarWords). */
  similarWords?: string[][];
  archived?: boolean;
  updatedSince?: Date;
  /** Every key given, with exactly its value (jsonb containment). */
  metadata?: Record<string, string>;
  /** Test orders (false) or live ones (true): the caller's mode (docs/integrators.md#test-mode); absent: both. */
  livemode?: boolean;
};

/**
 * Where a page starts: strictly after or strictly before this row, in the page's sort order.
 * `orderDate` is the sort column's value: the order date, or the due date when `by: 'due'`.
 */
export type OrderKey = { orderDate: Date; id: string };
export type OrderPageRequest = { sort: 'desc' | 'asc'; by?: 'orderDate' | 'due'; after?: OrderKey; before?: OrderKey; limit: number };

/** The sort column's value of a row, for its cursor. */
export const sortKeyOf = (row: OrderRow, by: OrderPageRequest['by'] = 'orderDate'): OrderKey => ({ orderDate: by === 'due' ? row.estimatedCompletionDate : row.orderDate, id: row.id });

/** How many orders match, counted up to `cap` (a bounded read, however big the table): cap + 1 means "more". */
export async function countOrderRows(executor: Executor, filter: OrderFilter, cap: number): Promise<number> {
  const [row] = await orderCountQuery(executor, filter, cap);
  return row?.n ?? 0;
}

/** The statement of countOrderRows, unrun (exported for the plan test). */
export function orderCountQuery(executor: Executor, filter: OrderFilter, cap: number) {
  const conditions = filterConditions(filter);
  const matching = executor.select({ one: sql`1` }).from(orders).where(conditions.length ? and(...conditions) : undefined).limit(cap + 1).as('m');
  return executor.select({ n: count() }).from(matching);
}

/** The filters of GET /api/sip/orders and the admin table; each is backed by an index. */
function filterConditions(filter: OrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.storeId) conditions.push(eq(orders.storeId, filter.storeId));
  if (filter.providerId) conditions.push(eq(orders.providerId, filter.providerId));
  if (filter.accountId) conditions.push(eq(orders.accountId, filter.accountId));
  if (filter.status?.length) conditions.push(filter.status.length === 1 ? eq(orders.status, filter.status[0]!) : inArray(orders.status, filter.status));
  if (filter.overdue) conditions.push(lt(orders.estimatedCompletionDate, sql`now()`), notInArray(orders.status, ['completed', 'cancelled']));
  if (filter.bookingType) conditions.push(eq(orders.bookingType, filter.bookingType));
  if (filter.archived !== undefined) conditions.push(eq(orders.isArchived, filter.archived));
  if (filter.from) conditions.push(gte(orders.orderDate, filter.from));
  if (filter.to) conditions.push(lt(orders.orderDate, filter.to));
  if (filter.q) conditions.push(filter.benchSearch ? benchSearchCondition(filter.q) : filter.similar ? similarCondition(filter.q, filter.similarWords ?? []) : searchCondition(filter.q, filter.phoneCountries));
  // Every change of an order moves updated_at with its version (db/orders.ts updateOrder, db/admin.ts).
  if (filter.metadata) conditions.push(sql`${orders.metadata} @> ${JSON.stringify(filter.metadata)}::jsonb`);
  if (filter.updatedSince) conditions.push(gte(orders.updatedAt, filter.updatedSince));
  // `not livemode` is the partial index orders_test_date_idx's predicate, spelled the same way.
  if (filter.livemode !== undefined) conditions.push(filter.livemode ? eq(orders.livemode, true) : sql`not ${orders.livemode}`);
  return conditions;
}

const beyond = (key: OrderKey, direction: 'lt' | 'gt', column: typeof orders.orderDate | typeof orders.estimatedCompletionDate) => {
  const cmp = direction === 'lt' ? lt : gt;
  return or(cmp(column, key.orderDate), and(eq(column, key.orderDate), cmp(orders.id, key.id)))!;
};

/**
 * One page of orders in either sort order, going forward (`after`) or back (`before`) from a
 * row: keyset on (order_date, id). Every index on orders ends in (order_date, id),
 * which Postgres scans backwards for newest first and forwards for oldest first, so both
 * orders and both directions stay index scans. Rows come back in the page's display order.
 */
export async function pageOrderRows(executor: Executor, filter: OrderFilter, page: OrderPageRequest): Promise<OrderRow[]> {
  // Going back reads the other way from the key, then flips the rows.
  const backwards = !!page.before && !page.after;
  const rows = await orderPageQuery(executor, filter, page);
  return backwards ? rows.reverse() : rows;
}

/** The statement of pageOrderRows, unrun. */
export function orderPageQuery(executor: Executor, filter: OrderFilter, page: OrderPageRequest) {
  const { where, orderBy } = pageClauses(filter, page);
  return executor.select().from(orders).where(where).orderBy(...orderBy).limit(page.limit);
}

/** The same page, keys only: what db/order-list-items.ts builds the list's JSON on (a cheaper statement to build and run). */
export function orderPageKeysQuery(executor: Executor, filter: OrderFilter, page: OrderPageRequest) {
  const { where, orderBy } = pageClauses(filter, page);
  return executor.select({ id: orders.id, orderDate: orders.orderDate, version: orders.version }).from(orders).where(where).orderBy(...orderBy).limit(page.limit);
}

function pageClauses(filter: OrderFilter, page: OrderPageRequest) {
  const conditions = filterConditions(filter);
  const backwards = !!page.before && !page.after;
  const ascending = (page.sort === 'asc') !== backwards;
  const key = page.after ?? page.before;
  // By due date (docs/counter.md#staff-table): the same keyset on (estimated_completion_date, id).
  const column = page.by === 'due' ? orders.estimatedCompletionDate : orders.orderDate;
  if (key) conditions.push(beyond(key, ascending ? 'gt' : 'lt', column));
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: ascending ? [asc(column), asc(orders.id)] : [desc(column), desc(orders.id)] };
}

/** Newest first after a keyset cursor: the public list. */
export function listOrderRows(executor: Executor, filter: OrderFilter & { after?: OrderKey }, limit: number): Promise<OrderRow[]> {
  const { after, ...rest } = filter;
  return pageOrderRows(executor, rest, { sort: 'desc', after, limit });
}

export async function itemsOfOrders(executor: Executor, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
}

export async function historiesOfOrders(executor: Executor, orderIds: string[]): Promise<OrderHistoryRow[]> {
  if (orderIds.length === 0) return [];
  return executor.select().from(orderHistories).where(inArray(orderHistories.orderId, orderIds)).orderBy(asc(orderHistories.date), asc(orderHistories.id));
}

/** A staff correction of the order's contact details, kept with who and when (docs/counter.md#contact-edits). */
export async function insertContactChange(executor: Executor, change: typeof orderContactChanges.$inferInsert): Promise<void> {
  await executor.insert(orderContactChanges).values(change);
}

export async function contactChangesOf(executor: Executor, orderId: string): Promise<OrderContactChangeRow[]> {
  return executor.select().from(orderContactChanges).where(eq(orderContactChanges.orderId, orderId)).orderBy(asc(orderContactChanges.date), asc(orderContactChanges.id));
}

export async function insertNote(executor: Executor, note: typeof orderNotes.$inferInsert): Promise<void> {
  await executor.insert(orderNotes).values(note);
}


export async function snapshotsByHash(executor: Executor, hashes: string[]): Promise<Map<string, CatalogueSnapshotRow['body']>> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Map();
  const rows = await executor.select().from(catalogueSnapshots).where(inArray(catalogueSnapshots.hash, unique));
  return new Map(rows.map((r) => [r.hash, r.body]));
}

/**
 * Gives the order's parcel its id once, when its label is first generated (docs/insurance.md#parcel):
 * the first caller's id wins, a concurrent or later one reads it back. The version moves, as the
 * order's representation (its ETag) changed.
 */
export async function assignParcelId(executor: Executor, orderId: string, parcelId: string): Promise<string> {
  const set = await executor
    .update(orders)
    .set({ insurance: sql`jsonb_set(${orders.insurance}, '{parcelId}', to_jsonb(${parcelId}::text))`, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), sql`${orders.insurance}->>'parcelId' is null`))
    .returning({ parcelId: sql<string>`${orders.insurance}->>'parcelId'` });
  if (set[0]) return set[0].parcelId;
  const [row] = await executor.select({ parcelId: sql<string>`${orders.insurance}->>'parcelId'` }).from(orders).where(eq(orders.id, orderId));
  return row!.parcelId;
}
