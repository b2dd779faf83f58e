import 'server-only';
import { getDb } from '@/db/client';
import { countOrderRows, itemsOfOrders, pageOrderRows, sortKeyOf, type OrderItemRow, type OrderKey, type OrderFilter, type OrderPageRequest, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ordersWillMiss } from '@/lib/atelier/queue-page';
import { ApiError } from '@/lib/errors';
import { inLanguage } from '@/lib/i18n/translated';
import { minorToMajor } from '@/lib/money';
import { AdminOrderPageSchema, COUNT_CAP, type AdminOrderListQuery, type AdminOrderPage, type AdminOrderRow, type OrderExportQuery } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { decodePageCursor, encodePageCursor } from '@/lib/orders/cursor';
import { forgivingFilter, forgivingReading } from '@/lib/orders/forgiving';
import { withPhoneCountries } from '@/lib/orders/phone-countries';
import { scopedOrderFilter } from '@/lib/orders/scope';

/** Only staff and admins reach these functions (the route guard), and this checks it again. */
export function assertStaff(principal: Principal | null): asserts principal is Principal {
  if (!principal) throw new ApiError('unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
  if (principal.role !== 'staff' && principal.role !== 'admin') throw new ApiError('forbidden');
}

/** How the table's sort reads the keyset: its column and direction (docs/counter.md#staff-table). */
export function sortOrder(sort: AdminOrderListQuery['sort']): Pick<OrderPageRequest, 'sort' | 'by'> {
  return sort === 'due' ? { sort: 'asc', by: 'due' } : { sort, by: 'orderDate' };
}

/** Estimated completion passed and the order still open. */
export const isOverdue = (order: Pick<OrderRow, 'status' | 'estimatedCompletionDate'>, now: Date) =>
  order.estimatedCompletionDate < now && order.status !== 'completed' && order.status !== 'cancelled';

export function adminRow(order: OrderRow, items: OrderItemRow[], index: CatalogueIndex, locale: Locale, now = new Date(), willMiss?: boolean): AdminOrderRow {
  const { customer } = order;
  const store = index.storesById.get(order.storeId);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate.toISOString(),
    status: order.status,
    bookingType: order.bookingType,
    source: order.source,
    paymentMethod: order.paymentMethod,
    customer: { givenName: customer.givenName, familyName: customer.familyName, email: customer.email, phone: customer.phone },
    items: items.map((item) => {
      const { snapshot } = item;
      return {
        id: item.id,
        name: inLanguage(snapshot.subCategory?.name, locale) || item.name,
        category: inLanguage(snapshot.category?.name, locale),
        services: item.subServices.map((s) => ({ name: inLanguage(s.displayName, locale), quantity: s.quantity })),
      };
    }),
    provider: { id: order.providerId, displayName: index.providersById.get(order.providerId)?.displayName ?? '' },
    store: { id: order.storeId, name: store?.name ?? '', timeZone: store?.timeZone, country: store?.country },
    total: minorToMajor(order.totalMinor),
    paid: minorToMajor(order.paidMinor),
    due: minorToMajor(Math.max(0, order.totalMinor - order.paidMinor)),
    currency: order.currency,
    isArchived: order.isArchived,
    dueDate: order.estimatedCompletionDate.toISOString(),
    isOverdue: isOverdue(order, now),
    ...(willMiss === undefined ? {} : { willMiss }),
    warranty: order.warranty,
    logisticKind: order.logisticOption.kind,
    version: order.version,
  };
}

/** `forecast`: the page's late forecast (the table shows it; the export has no column for it). */
async function rowsWithItems(rows: OrderRow[], locale: Locale, forecast = false): Promise<AdminOrderRow[]> {
  const db = await getDb();
  const items = await itemsOfOrders(db, rows.map((r) => r.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  const index = await getCatalogue();
  const now = new Date();
  const missing = forecast ? await ordersWillMiss(db, rows, now) : null;
  return rows.map((r) => adminRow(r, byOrder.get(r.id) ?? [], index, locale, now, missing?.has(r.id)));
}

/**
 * GET /api/sip/admin/orders: one page of the staff table, newest or oldest first, with
 * cursors both ways. Going back past the start gives the first page again, full.
 */
export async function listAdminOrders(query: AdminOrderListQuery, principal: Principal | null, locale: Locale): Promise<AdminOrderPage> {
  assertStaff(principal);
  const cursor = query.cursor ? decodePageCursor(query.cursor) : undefined;
  if (cursor === null) throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  const scoped = scopedOrderFilter(query, principal);
  if (!scoped) return { orders: [], nextCursor: null, prevCursor: null, total: 0 };
  const db = await getDb();
  const { limit } = query;
  const countried = await withPhoneCountries(db, scoped);
  let filter: OrderFilter = cursor?.similar ? await forgivingReading(db, countried) : countried;
  const { sort, by } = sortOrder(query.sort);
  const key = (row: OrderRow) => sortKeyOf(row, by);

  let page: OrderRow[];
  let nextCursor: string | null = null;
  let prevCursor: string | null = null;
  const back = cursor?.direction === 'before' ? await pageOrderRows(db, filter, { sort, by, before: cursor.key, limit: limit + 1 }) : null;
  if (back && back.length > limit) {
    page = back.slice(1);
    prevCursor = encodePageCursor('before', key(page[0]!), filter.similar);
    nextCursor = encodePageCursor('after', key(page.at(-1)!), filter.similar);
  } else {
    const after = cursor?.direction === 'after' ? cursor.key : undefined;
    let rows = await pageOrderRows(db, filter, { sort, by, after, limit: limit + 1 });
    // Nothing as typed: the same words with typos forgiven (docs/counter.md#forgiving-search).
    const forgiving = !cursor && rows.length === 0 ? await forgivingFilter(db, filter) : null;
    if (forgiving) rows = await pageOrderRows(db, (filter = forgiving), { sort, by, after, limit: limit + 1 });
    page = rows.slice(0, limit);
    if (rows.length > limit) nextCursor = encodePageCursor('after', key(page.at(-1)!), filter.similar);
    if (after && page.length > 0) prevCursor = encodePageCursor('before', key(page[0]!), filter.similar);
  }
  // A first page that holds every match is its own count; otherwise a count capped at COUNT_CAP,
  // which costs about a page whatever the table's size (docs/counter.md#staff-table).
  const total = !cursor && !nextCursor ? page.length : await countOrderRows(db, filter, COUNT_CAP);
  return AdminOrderPageSchema.parse({ orders: await rowsWithItems(page, locale, true), nextCursor, prevCursor, total });
}

/** Every order matching the filter, in batches along the keyset (for the CSV export). */
export async function* matchingOrders(query: OrderExportQuery, principal: Principal | null, locale: Locale, batchSize = 500): AsyncGenerator<AdminOrderRow[]> {
  assertStaff(principal);
  const scoped = scopedOrderFilter(query, principal);
  if (!scoped) return;
  const db = await getDb();
  let filter: OrderFilter = await withPhoneCountries(db, scoped);
  let after: OrderKey | undefined;
  for (;;) {
    const order = sortOrder(query.sort);
    let rows = await pageOrderRows(db, filter, { ...order, after, limit: batchSize });
    // The same orders the table showed for this `q` (docs/counter.md#forgiving-search).
    const forgiving = !after && rows.length === 0 ? await forgivingFilter(db, filter) : null;
    if (forgiving) rows = await pageOrderRows(db, (filter = forgiving), { ...order, after, limit: batchSize });
    if (rows.length === 0) return;
    yield await rowsWithItems(rows, locale);
    if (rows.length < batchSize) return;
    after = sortKeyOf(rows.at(-1)!, order.by);
  }
}
