import { minorToMajor } from '@/lib/money';
import { estimateItem, type EstimateSubService } from '@/lib/pricing/estimate';
import { CURRENCIES, type Currency } from '@/lib/schemas/common';

/** What the services step shows for chosen repairs, in major units (the `Money` widget's unit). */
/** `offers`: each ordinary offer by name, so the cart adds none the customer has not read (docs/decisions.md#price-breakdown). */
export type ShownEstimate = { bonus: number; toPay: number; offers: { name: string; amount: number }[] };

/**
 * The Bonus Réparation and the amount to pay for repairs not yet in the cart, priced by
 * lib/pricing exactly as the cart will (ordinary offers first, then the bonus: see
 * docs/decisions.md#bonus-reparation). `storeCountry` is the country of the store the cart books
 * through. The services answer lists bonus offers only for labelled ateliers, so a listed offer
 * implies the label.
 */
export function shownEstimate(lines: { subService: EstimateSubService; quantity: number }[], currency: string, storeCountry: string): ShownEstimate {
  if (!(CURRENCIES as readonly string[]).includes(currency)) return { bonus: 0, toPay: 0, offers: [] };
  const item = estimateItem(lines, { currency: currency as Currency, storeCountry, providerLabelled: true });
  const offers = new Map<string, number>();
  for (const offer of item.lines.flatMap((l) => l.appliedOffers)) offers.set(offer.name, (offers.get(offer.name) ?? 0) + offer.amount);
  return {
    bonus: minorToMajor(item.repairFund),
    toPay: minorToMajor(item.net),
    offers: [...offers].filter(([, minor]) => minor > 0).map(([name, minor]) => ({ name, amount: minorToMajor(minor) })),
  };
}
