import { historiesOfOrders, itemsOfOrders, listOrderRows, snapshotsByHash, type OrderHistoryRow, type OrderItemRow, type OrderRow } from '@/db/orders';
import { getDb } from '@/db/client';
import { findPhotosByKeys, type PhotoRow } from '@/db/photos';
import type { Principal } from '@/lib/auth/session';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { toStringMap } from '@/lib/money';
import { decodePageCursor, encodePageCursor } from '@/lib/orders/cursor';
import { scopedOrderFilter } from '@/lib/orders/scope';
import type { ItemSnapshot, ServiceSnapshot } from '@/lib/orders/snapshot';
import { images } from '@/lib/orders/view';
import { OrderListSchema, type Order, type OrderListItem, type OrderListQuery } from '@/lib/schemas/orders';

// GET /api/sip/orders as it was built in JavaScript before Postgres wrote the items
// (lib/orders/list.ts until issue 22): the oracle the SQL builder must match byte for byte.

const EMPTY_NAME = { fr: '', en: '', de: '', es: '' };
const EMPTY_GROUP = { id: '', identifier: '', name: EMPTY_NAME, description: EMPTY_NAME, attributes: [] };

export async function oracleListOrders(query: OrderListQuery, principal: Principal): Promise<{ text: string; nextCursor: string | null }> {
  const cursor = query.cursor ? decodePageCursor(query.cursor) : undefined;
  if (cursor === null || cursor?.direction === 'before') throw new Error('Invalid cursor');
  const after = cursor?.key;
  const filter = scopedOrderFilter(query, principal);
  if (!filter) return { text: '[]', nextCursor: null };
  const db = await getDb();
  const rows = await listOrderRows(db, { ...filter, after }, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((o) => o.id);
  const [items, histories] = [await itemsOfOrders(db, ids), await historiesOfOrders(db, ids)];
  const photos = new Map((await findPhotosByKeys(db, items.flatMap((i) => i.imageKeys))).map((p) => [p.key, p]));
  const refs = items.map((i) => (i.snapshot as ItemSnapshot).attributeGroupRef).filter((r): r is string => !!r);
  const groups = await snapshotsByHash(db, refs);
  const index = await getCatalogue();
  const orders = page.map((o) =>
    listItemWire(o, items.filter((i) => i.orderId === o.id), histories.filter((h) => h.orderId === o.id), photos, index, groups),
  );
  return { text: JSON.stringify(OrderListSchema.parse(orders)), nextCursor: rows.length > query.limit ? encodePageCursor('after', page.at(-1)!) : null };
}

/** The Order (list item) shape. */
function listItemWire(
  order: OrderRow,
  items: OrderItemRow[],
  histories: OrderHistoryRow[],
  photos: Map<string, PhotoRow>,
  index: CatalogueIndex,
  groups: Map<string, Record<string, unknown>>,
): OrderListItem {
  const customer = order.customer as Order['customer'];
  const store = index.storesById.get(order.storeId);
  const provider = index.providersById.get(order.providerId);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    customer: { id: order.customerId, title: customer.title, email: customer.email, familyName: customer.familyName, givenName: customer.givenName, phone: customer.phone },
    discountCode: order.discountCode,
    bookingType: order.bookingType,
    store: { id: order.storeId, isOnlineStore: store?.onlineStore ?? false, name: store?.name ?? '', country: store?.country, timeZone: store?.timeZone },
    provider: { id: order.providerId, displayName: provider?.displayName ?? '', imageUrl: provider?.imageUrl ?? '' },
    items: items.map((item) => {
      const snapshot = item.snapshot as ItemSnapshot;
      return {
        id: item.id,
        images: images(item, photos),
        clothesCategory: snapshot.category ?? { image: '', id: item.categoryId, name: EMPTY_NAME },
        services: (item.subServices as ServiceSnapshot[]).map((s) => {
          const offer = s.appliedOffers.find((o) => o.isRepairFund) ?? s.appliedOffers[0];
          return {
            id: s.subServiceId,
            name: s.displayName,
            quantity: s.quantity,
            price: toStringMap(s.price),
            originalPrice: toStringMap(s.originalPrice),
            appliedDiscountOffer: offer
              ? { id: offer.id, name: offer.name, isRepairFund: offer.isRepairFund, percentage: offer.percentage, fixedAmount: toStringMap(offer.fixedAmount), type: offer.type }
              : null,
          };
        }),
        attributeGroup: ((snapshot.attributeGroupRef && groups.get(snapshot.attributeGroupRef)) ?? EMPTY_GROUP) as OrderListItem['items'][number]['attributeGroup'],
        values: item.values,
      };
    }),
    logisticOption: { id: order.logisticOption.logisticOptionId, name: order.logisticOption.name },
    address: order.address,
    estimatedPrice: order.estimatedPrice as OrderListItem['estimatedPrice'],
    currency: order.currency,
    source: order.source,
    notes: order.note ? [order.note] : [],
    histories: histories.map((h) => ({ status: h.status, date: h.date.toISOString() })),
    warrantyStatus: order.warrantyStatus,
    orderDate: order.orderDate.toISOString(),
    estimatedCompletionDate: order.estimatedCompletionDate.toISOString(),
    isArchived: order.isArchived,
    metadata: order.metadata,
  };
}
