import 'server-only';
import { getDb } from '@/db/client';
import { orderListItems } from '@/db/order-list-items';
import { orderPageQuery, type OrderFilter } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import type { OrderListQuery } from '@/lib/schemas/orders';
import { decodeCursor, encodeCursor } from './cursor';
import { listPageJson } from './list-page';

/**
 * GET /api/sip/orders — admins see every order, staff their store's, customers their
 * own; newest first, a page at a time (keyset), filters backed by indexes. `body` is the
 * page as JSON text (an OrderList), written by Postgres (db/order-list-items.ts).
 */
export async function listOrders(query: OrderListQuery, principal: Principal): Promise<{ body: string; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (after === null) throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  const filter = listFilter(query, principal);
  if (!filter) return { body: '[]', nextCursor: null };
  const db = await getDb();
  const rows = await orderListItems(db, orderPageQuery(db, filter, { sort: 'desc', after, limit: query.limit + 1 }).toSQL(), query.limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ orderDate: new Date(last.orderDate), id: last.id }) : null;
  return { body: await listPageJson(db, page.map((r) => r.body)), nextCursor };
}

/** The caller's filter: admins any order, staff their store's, customers their own; `null` when nothing can match. */
export function listFilter(query: OrderListQuery, principal: Principal): OrderFilter | null {
  const filter: OrderFilter = {
    storeId: query.storeId,
    providerId: query.providerId,
    status: query.status,
    bookingType: query.bookingType,
    from: query.from,
    to: query.to,
    q: query.q,
    archived: query.archived === 'all' ? undefined : query.archived === 'true',
  };
  if (principal.role === 'staff') {
    if (query.storeId && query.storeId !== principal.storeId) return null;
    filter.storeId = principal.storeId ?? '\u0000';
  } else if (principal.role === 'customer') {
    filter.accountId = principal.accountId;
  }
  return filter;
}
