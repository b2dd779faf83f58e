import type { Service } from '@/lib/schemas/catalogue';

type SubService = Service['subServices'][number];

/**
 * The Bonus Réparation shown beside a repair before it is in the cart (the cart's pricing is
 * the authority): EUR, in France, a repair line of at least €12 incl. VAT, capped at 60 %.
 * The services answer already lists bonus offers only for labelled ateliers.
 */
export function bonusFor(s: SubService, quantity: number, currency: string, country: string): number {
  if (currency !== 'EUR' || country !== 'FR' || s.kind !== 'repair') return 0;
  const offer = s.discountOffers.find((o) => o.isRepairFund && o.currency === 'EUR');
  if (!offer) return 0;
  const line = Number(s.price.EUR ?? 0) * quantity;
  if (line < 12) return 0;
  const amount = offer.type === 'percentage' ? (line * (offer.percentage ?? 0)) / 100 : Number(offer.fixedAmount) * quantity;
  const cap = Math.floor(line * 60) / 100;
  return Math.min(amount, cap);
}
