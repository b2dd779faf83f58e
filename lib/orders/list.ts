import 'server-only';
import { getDb } from '@/db/client';
import { historiesOfOrders, itemsOfOrders, listOrderRows, snapshotsByHash, type OrderFilter } from '@/db/orders';
import { findPhotosByKeys } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError } from '@/lib/http/errors';
import { OrderListSchema, type OrderListItem, type OrderListQuery } from '@/lib/schemas/orders';
import { decodeCursor, encodeCursor } from './cursor';
import { listItemWire } from './view';

/**
 * GET /api/sip/orders — admins see every order, staff their store's, customers their
 * own; newest first, a page at a time (keyset), filters backed by indexes.
 */
export async function listOrders(query: OrderListQuery, principal: Principal): Promise<{ orders: OrderListItem[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (after === null) throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
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
    if (query.storeId && query.storeId !== principal.storeId) return { orders: [], nextCursor: null };
    filter.storeId = principal.storeId ?? '\u0000';
  } else if (principal.role === 'customer') {
    filter.accountId = principal.accountId;
  }
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
  return { orders: OrderListSchema.parse(orders), nextCursor: rows.length > query.limit ? encodeCursor(page.at(-1)!) : null };
}
