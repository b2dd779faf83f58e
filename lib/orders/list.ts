import 'server-only';
import { getDb } from '@/db/client';
import { orderListItems } from '@/db/order-list-items';
import { orderPageKeysQuery, type OrderFilter } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import type { OrderListQuery } from '@/lib/schemas/orders';
import { decodePageCursor, encodePageCursor } from './cursor';
import { forgivingFilter, forgivingReading } from './forgiving';
import { listPageJson } from './list-page';
import { withPhoneCountries } from './phone-countries';
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
  const scoped = scopedOrderFilter(query, principal);
  if (!scoped) return { body: Buffer.from('[]'), nextCursor: null };
  const db = await getDb();
  const countried = await withPhoneCountries(db, scoped);
  const pageOf = (filter: OrderFilter) => orderListItems(db, orderPageKeysQuery(db, filter, { sort: 'desc', after: cursor?.key, limit: query.limit + 1 }).toSQL(), query.limit);
  let filter: OrderFilter = cursor?.similar ? await forgivingReading(db, countried) : countried;
  let { items, more } = await pageOf(filter);
  // Nothing as typed: the same words with typos forgiven (docs/counter.md#forgiving-search).
  const forgiving = !cursor && items.length === 0 ? await forgivingFilter(db, filter) : null;
  if (forgiving) ({ items, more } = await pageOf((filter = forgiving)));
  const last = items.at(-1);
  const nextCursor = more && last ? encodePageCursor('after', { orderDate: new Date(last.orderDate), id: last.id }, filter.similar) : null;
  const bodies = items.map((r) => r.body);
  return { body: await listPageJson(db, principal.role === 'atelier' ? bodies.map(withoutContact) : bodies), nextCursor };
}

/**
 * A list item as the atelier reads it (docs/atelier.md#role): the customer's e-mail and phone
 * blank and no address, as in the orders it reads one by one (lib/orders/view.ts). The stored
 * item is every reader's; the atelier's copy is made here. Parsing and writing it back keeps its
 * bytes otherwise (keys in order, numbers as JavaScript prints them, the cache markers as strings).
 */
function withoutContact(body: string): string {
  const item = JSON.parse(body) as { customer: Record<string, unknown>; address: unknown };
  return JSON.stringify({ ...item, customer: { ...item.customer, email: '', phone: '' }, address: null });
}
