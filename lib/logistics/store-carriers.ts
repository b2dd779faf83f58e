import type { Shipment } from '@/db/schema/catalogue';

/** One carrier serving a store: the shipments' `logisticProvider` code and its display name. */
export type StoreCarrier = { logisticProvider: string; providerName: string };

type OptionLike = { isActive?: boolean; providerId: string | null; storeId: string | null; storeOnly: boolean; shipments: Shipment[] };

/**
 * `store.logisticProvider` of the interface: the carriers of every active logistic option that
 * serves this store for this atelier (an option bound to another store or atelier does not; a
 * store-only option needs a physical store), each carrier once, sorted by code.
 */
export function storeCarriers(options: readonly OptionLike[], store: { id: string; onlineStore: boolean } | undefined, providerId: string): StoreCarrier[] {
  if (!store) return [];
  const byCode = new Map<string, StoreCarrier>();
  for (const o of options) {
    if (o.isActive === false) continue;
    if (o.storeId && o.storeId !== store.id) continue;
    if (o.providerId && o.providerId !== providerId) continue;
    if (o.storeOnly && store.onlineStore) continue;
    for (const s of o.shipments) {
      if (!byCode.has(s.logisticProvider)) byCode.set(s.logisticProvider, { logisticProvider: s.logisticProvider, providerName: s.providerName });
    }
  }
  return [...byCode.values()].sort((a, b) => a.logisticProvider.localeCompare(b.logisticProvider));
}
