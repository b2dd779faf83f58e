import { minorToMajor } from '@/lib/money';
import { estimateItem, type EstimateSubService } from '@/lib/pricing/estimate';
import { CURRENCIES, type Currency } from '@/lib/schemas/common';

/** What the services step shows for chosen repairs, in major units (the `Money` widget's unit). */
export type ShownEstimate = { bonus: number; toPay: number };

/**
 * The Bonus Réparation and the amount to pay for repairs not yet in the cart, priced by
 * lib/pricing exactly as the cart will (ordinary offers first, then the bonus: see
 * docs/decisions.md#bonus-reparation). `storeCountry` is the country of the store the cart books
 * through. The services answer lists bonus offers only for labelled ateliers, so a listed offer
 * implies the label.
 */
export function shownEstimate(lines: { subService: EstimateSubService; quantity: number }[], currency: string, storeCountry: string): ShownEstimate {
  if (!(CURRENCIES as readonly string[]).includes(currency)) return { bonus: 0, toPay: 0 };
  const item = estimateItem(lines, { currency: currency as Currency, storeCountry, providerLabelled: true });
  return { bonus: minorToMajor(item.repairFund), toPay: minorToMajor(item.net) };
}
