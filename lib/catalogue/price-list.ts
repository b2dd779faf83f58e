/**
 * The public price list (docs/customer-site.md#price-list): for a country, every repair the ateliers
 * serving it offer, by category and sub-category, at its lowest price there ("from"), in the
 * currency of the store that serves the country, priced by lib/pricing exactly as the cart will
 * (offers, then the Bonus Réparation where it applies). Pure over the catalogue index.
 */
import { estimateLine } from '@/lib/pricing/estimate';
import type { Currency, TranslatedString } from '@/lib/schemas/common';
import { servesArea, type CatalogueIndex } from './catalogue-index';
import { categoriesView, servicesView } from './views';

export type PriceListLine = {
  name: TranslatedString;
  /** The sub-service of the cheapest atelier: booking from this line starts with it. */
  subServiceId: string;
  /** What the customer pays for one, offers and bonus deducted (minor units). */
  fromNet: number;
  gross: number;
  repairFund: number;
  /** The offers the from price already deducts, by name (docs/decisions.md#price-breakdown): the cart adds none unnamed here. */
  offers: { name: string; amount: number }[];
  leadTimeDays: number;
};
export type PriceListSub = { id: string; name: TranslatedString; image: string; lines: PriceListLine[] };
export type PriceListCategory = { id: string; identifier: string; name: TranslatedString; image: string; subCategories: PriceListSub[] };
/** `serviceFee`: what the serving store adds per order, named before the cart (minor units fixed part, percentage); null when none. */
export type PriceList = { country: string; currency: Currency; serviceFee: { fixed: number; percentage: number } | null; categories: PriceListCategory[] };

/** The countries some atelier sold through a store serves, in the stores' order. */
export function servedCountries(index: CatalogueIndex): string[] {
  const served = new Set(index.providers.filter((p) => p.storeIds.length > 0).flatMap((p) => p.areas.map((a) => a.country)));
  const ordered = [...new Set(index.stores.map((s) => s.country))].filter((c) => served.has(c));
  return [...ordered, ...[...served].filter((c) => !ordered.includes(c))];
}

/** The currency of the store serving the country (the first, when several do). */
export function storeCurrency(index: CatalogueIndex, country: string): Currency {
  return (index.stores.find((s) => s.country === country)?.currency as Currency | undefined) ?? 'EUR';
}

export function buildPriceList(index: CatalogueIndex, country: string): PriceList {
  const currency = storeCurrency(index, country);
  // Web bookings go through the country's online store where there is one (lib/carts/stores.ts): its fee is the one the cart adds.
  const fee = (index.stores.find((s) => s.country === country && s.onlineStore) ?? index.stores.find((s) => s.country === country))?.serviceFee;
  const serviceFee = fee && ((fee.fixed?.[currency] ?? 0) > 0 || fee.percentage > 0) ? { fixed: fee.fixed?.[currency] ?? 0, percentage: fee.percentage } : null;
  const providers = index.providers.filter((p) => p.storeIds.length > 0 && servesArea(p, country));
  const labelled = new Set(providers.filter((p) => p.repairFundLabelled).map((p) => p.id));
  const categories = providers.length ? categoriesView(index, { providerIds: providers.map((p) => p.id) }) : [];
  return {
    country,
    currency,
    serviceFee,
    categories: categories.map((c) => ({
      id: c.categoryId,
      identifier: c.identifier,
      name: c.name,
      image: c.image,
      subCategories: c.subClothesCategories.map((sc) => ({
        id: sc.id,
        name: sc.name,
        image: sc.image,
        lines: cheapestLines(
          servicesView(index, { subClothesCategoryIds: [sc.id], country, currency, bookingType: 'paid', providerIds: providers.map((p) => p.id) }),
          { currency, storeCountry: country, labelled },
        ),
      })),
    })),
  };
}

type Services = ReturnType<typeof servicesView>;

/** One line per repair name, at the cheapest atelier's price; cheapest first. */
function cheapestLines(services: Services, ctx: { currency: Currency; storeCountry: string; labelled: Set<string> }): PriceListLine[] {
  const byName = new Map<string, PriceListLine>();
  for (const service of services) {
    for (const ss of service.subServices) {
      const priced = estimateLine(ss, 1, { currency: ctx.currency, storeCountry: ctx.storeCountry, providerLabelled: ctx.labelled.has(service.providerId) });
      const key = JSON.stringify(ss.name);
      const seen = byName.get(key);
      if (!seen || priced.net < seen.fromNet) {
        byName.set(key, { name: ss.name, subServiceId: ss.id, fromNet: priced.net, gross: priced.gross, repairFund: priced.repairFund, offers: priced.appliedOffers.map((o) => ({ name: o.name, amount: o.amount })), leadTimeDays: ss.leadTimeDays });
      }
    }
  }
  return [...byName.values()].sort((a, b) => a.fromNet - b.fromNet);
}
