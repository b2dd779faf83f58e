import 'server-only';
import { getDb } from '@/db/client';
import { orderListItems } from '@/db/order-list-items';
import { orderPageKeysQuery } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import type { OrderListQuery } from '@/lib/schemas/orders';
import { decodePageCursor, encodePageCursor } from './cursor';
import { listPageJson } from './list-page';
import { scopedOrderFilter } from './scope';

/**
 * GET /api/sip/orders — admins see every order, staff their store's, customers their
 * own; newest first, a page at a time (keyset), filters backed by indexes. `body` is the
 * page as UTF-8 JSON (an OrderList), written by Postgres (db/order-list-items.ts).
 */
export async function listOrders(query: OrderListQuery, principal: Principal): Promise<{ body: Buffer<ArrayBuffer>; nextCursor: string | null }> {
  // This list pages forward only: a cursor pointing back is no cursor here.
  const cursor = query.cursor ? decodePageCursor(query.cursor) : undefined;
  if (cursor === null || cursor?.direction === 'before') throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  const filter = scopedOrderFilter(query, principal);
  if (!filter) return { body: Buffer.from('[]'), nextCursor: null };
  const db = await getDb();
  const { items, more } = await orderListItems(db, orderPageKeysQuery(db, filter, { sort: 'desc', after: cursor?.key, limit: query.limit + 1 }).toSQL(), query.limit);
  const last = items.at(-1);
  const nextCursor = more && last ? encodePageCursor('after', { orderDate: new Date(last.orderDate), id: last.id }) : null;
  return { body: await listPageJson(db, items.map((r) => r.body)), nextCursor };
}
