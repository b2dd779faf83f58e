import type { CatalogueIndex, LogisticOptionRow } from '@/lib/catalogue/catalogue-index';
import { toNumberMap } from '@/lib/money';
import { onlinePaymentsEnabled } from '@/lib/payments/config';
import { withOnlineCard } from '@/lib/payments/rules';
import type { Currency } from '@/lib/schemas/common';
import type { LogisticOptionChoice, OrderLogisticOption } from '@/lib/schemas/cart';
import type { FreeSlot, StoreInfo } from '@/lib/schemas/logistics';
import { promisedDate, type AtelierLoad, type StoreCalendar } from './business-days';

/** The working calendar of a store (its zone and country); a store the catalogue no longer has counts weekends only, in UTC. */
export function storeCalendar(index: CatalogueIndex, storeId: string | null): StoreCalendar {
  const store = storeId ? index.storesById.get(storeId) : undefined;
  return store ? { timeZone: store.timeZone, country: store.country } : { timeZone: 'UTC', country: '' };
}

type CartLogistics = { providerId: string | null; storeId: string | null; currency: Currency };

/**
 * The options a cart may choose: for its atelier and store, delivering to the
 * customer's country, priced in the cart's currency; drop-off needs a physical store.
 */
export function availableLogisticOptions(index: CatalogueIndex, cart: CartLogistics, country: string | null, { hasAddress = true } = {}): LogisticOptionRow[] {
  if (!cart.providerId || !cart.storeId) return [];
  const store = index.storesById.get(cart.storeId);
  return index.logisticOptions.filter(
    (o) =>
      (hasAddress || !needsAddress(o)) &&
      (!o.providerId || o.providerId === cart.providerId) &&
      (!o.storeId || o.storeId === cart.storeId) &&
      (!o.storeOnly || (!!store && !store.onlineStore)) &&
      (o.countries.length === 0 || (!!country && o.countries.includes(country))) &&
      o.price[cart.currency] !== undefined,
  );
}

/**
 * Whether an option needs the customer's postal address: every one but the in-store round trip
 * (dropped off and collected at the store, docs/counter.md#no-address) sends or fetches the item.
 */
export const needsAddress = (o: { kind: string }): boolean => o.kind !== 'store_drop_off';

export function orderLogisticOption(o: LogisticOptionRow): OrderLogisticOption {
  return {
    name: o.name,
    displayName: o.displayName,
    price: toNumberMap(o.price),
    shipments: o.shipments,
    logisticOptionId: o.id,
    tags: o.tags,
    kind: o.kind,
    instructions: o.instructions,
    onwardTransitDays: o.onwardTransitDays,
    returnTransitDays: o.returnTransitDays,
    paymentMethods: withOnlineCard(o.paymentMethods, onlinePaymentsEnabled()),
  };
}

/** Where an in-store option's item is brought and collected: address, hours, zone (docs/decisions.md#logistics). */
export function storeInfo(index: CatalogueIndex, storeId: string | null): StoreInfo | undefined {
  const store = storeId ? index.storesById.get(storeId) : undefined;
  if (!store) return undefined;
  return { name: store.name, address: store.address, phone: store.phone, country: store.country, timeZone: store.timeZone, openingHours: store.openingHours };
}

export function logisticChoice(
  o: LogisticOptionRow,
  currency: Currency,
  leadTimes: number[],
  extra: { store?: StoreInfo; slots?: FreeSlot[]; calendar: StoreCalendar; atelier: AtelierLoad },
  now = new Date(),
): LogisticOptionChoice | null {
  // The atelier's queue and calendar count (docs/atelier.md#capacity): an atelier that takes no booking offers no option.
  const promised = promisedDate({ from: now, onwardDays: o.onwardTransitDays, leadTimeDays: leadTimes, returnDays: o.returnTransitDays }, extra.calendar, extra.atelier);
  if (!promised) return null;
  const { store, slots } = extra;
  return {
    ...orderLogisticOption(o),
    _id: o.id,
    id: o.id,
    storeOnly: o.storeOnly,
    currency,
    priceInCurrency: (o.price[currency] ?? 0) / 100,
    // Before a slot is chosen: from now; the cart and the order then count from the slot (docs/decisions.md#promised-date).
    estimatedCompletionDate: promised.toISOString(),
    ...(o.kind === 'store_drop_off' && store ? { store } : {}),
    ...(slots ? { slots } : {}),
  };
}

export function leadTimesOf(index: CatalogueIndex, subServiceIds: string[]): number[] {
  return subServiceIds.map((id) => index.subServicesById.get(id)?.leadTimeDays ?? 0);
}
