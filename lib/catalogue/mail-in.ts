import type { Currency, TranslatedString } from '@/lib/schemas/common';
import { collectsFrom, type CatalogueIndex } from './catalogue-index';

export type MailInOption = { atelier: string; city: string; name: TranslatedString; price: number; currency: Currency };

/**
 * The mail-in offer of a place (docs/customer-site.md#mail-in): `null` when an atelier collects
 * there (the ordinary booking) or none accepts parcels from the country (the wait-list); otherwise
 * each atelier that accepts them, with its postal option bound to it or to its store, priced in
 * that store's currency. Pure over the catalogue index.
 */
export function mailInView(index: CatalogueIndex, country: string, zipCode: string): MailInOption[] | null {
  const booking = index.providers.filter((p) => p.storeIds.length > 0);
  if (booking.some((p) => collectsFrom(p, country, zipCode))) return null;
  const offers = booking
    .filter((p) => p.mailIn.includes(country))
    .flatMap((p) => {
      const store = index.storesById.get(p.storeIds[0]!)!;
      const currency = store.currency as Currency;
      return index.logisticOptions
        .filter(
          (o) =>
            o.kind === 'postal_label' &&
            o.countries.includes(country) &&
            (o.providerId ? o.providerId === p.id : !!o.storeId && p.storeIds.includes(o.storeId)) &&
            o.price[currency] !== undefined,
        )
        .map((o) => ({ atelier: p.displayName, city: store.address.city, name: o.displayName, price: o.price[currency]!, currency }));
    });
  return offers.length ? offers : null;
}
