import { minorToMajor } from '@/lib/money';
import { estimateLine } from '@/lib/pricing/estimate';
import type { Service } from '@/lib/schemas/catalogue';
import { CURRENCIES, type Currency } from '@/lib/schemas/common';

type SubService = Service['subServices'][number];

/**
 * The Bonus Réparation shown beside a repair before it is in the cart, in major units, priced
 * by lib/pricing exactly as the cart will (see docs/decisions.md#bonus-reparation).
 * `storeCountry` is the country of the store the cart books through. The services answer
 * lists bonus offers only for labelled ateliers, so a listed offer implies the label.
 */
export function bonusFor(s: SubService, quantity: number, currency: string, storeCountry: string): number {
  if (!(CURRENCIES as readonly string[]).includes(currency)) return 0;
  const line = estimateLine(s, quantity, { currency: currency as Currency, storeCountry, providerLabelled: true });
  return minorToMajor(line.repairFund);
}
