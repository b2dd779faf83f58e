import type { CatalogueIndex, StoreRow } from '@/lib/catalogue/catalogue-index';
import type { Currency } from '@/lib/schemas/common';

/**
 * The store a cart books through when none was given: one that sells the atelier's
 * services, preferably in the cart's currency, online for web carts, physical otherwise.
 */
export function chooseStore(index: CatalogueIndex, providerId: string, currency: Currency, online: boolean): StoreRow | null {
  const provider = index.providersById.get(providerId);
  if (!provider) return null;
  const candidates = index.stores.filter((s) => provider.storeIds.includes(s.id));
  const score = (s: StoreRow) => (s.currency === currency ? 2 : 0) + (s.onlineStore === online ? 1 : 0);
  return [...candidates].sort((a, b) => score(b) - score(a) || a.identifier.localeCompare(b.identifier))[0] ?? null;
}

export function storeSells(index: CatalogueIndex, storeId: string, providerId: string): boolean {
  return index.providersById.get(providerId)?.storeIds.includes(storeId) ?? false;
}
