import 'server-only';
import { getDb } from '@/db/client';
import { historiesOfOrders, itemsOfOrders, listOrderRows, snapshotsByHash } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/http/errors';
import { OrderListSchema, type OrderListItem, type OrderListQuery } from '@/lib/schemas/orders';
import { decodePageCursor, encodePageCursor } from './cursor';
import { scopedOrderFilter } from './scope';
import { listItemWire } from './view';

/**
 * GET /api/sip/orders — admins see every order, staff their store's, customers their
 * own; newest first, a page at a time (keyset), filters backed by indexes.
 */
export async function listOrders(query: OrderListQuery, principal: Principal): Promise<{ orders: OrderListItem[]; nextCursor: string | null }> {
  // This list pages forward only: a cursor pointing back is no cursor here.
  const cursor = query.cursor ? decodePageCursor(query.cursor) : undefined;
  if (cursor === null || cursor?.direction === 'before') throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  const after = cursor?.key;
  const filter = scopedOrderFilter(query, principal);
  if (!filter) return { orders: [], nextCursor: null };
  const db = await getDb();
  const rows = await listOrderRows(db, { ...filter, after }, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((o) => o.id);
  const [items, histories] = [await itemsOfOrders(db, ids), await historiesOfOrders(db, ids)];
  const photos = new Map((await findPhotosByKeys(db, items.flatMap((i) => i.imageKeys))).map((p) => [p.key, p]));
  const refs = items.map((i) => i.snapshot.attributeGroupRef).filter((r): r is string => !!r);
  const groups = await snapshotsByHash(db, refs);
  const index = await getCatalogue();
  const orders = page.map((o) =>
    listItemWire(o, items.filter((i) => i.orderId === o.id), histories.filter((h) => h.orderId === o.id), photos, index, groups),
  );
  return { orders: OrderListSchema.parse(orders), nextCursor: rows.length > query.limit ? encodePageCursor('after', page.at(-1)!) : null };
}
