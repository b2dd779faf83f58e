/**
 * The one price breakdown the customer reads (docs/decisions.md#price-breakdown): the same lines,
 * in the same order, on the cart, the review, the tracking page, the staff page and every e-mail.
 * Pure: it reads the interface's basket (major units on the wire) and gives integer cents, so the
 * lines add up to the total exactly.
 */
import type * as z from 'zod';
import { majorToMinor } from '@/lib/money';
import type { BasketSchema } from '@/lib/schemas/pricing';

type Basket = z.output<typeof BasketSchema>;
export type BasketCost = Basket['costToUser'];
export type BasketItems = Basket['items'];

/** One line; `minor` is signed: a deduction is negative, so the total is the plain sum of the lines. */
export type BreakdownLine =
  | { kind: 'repairs'; minor: number }
  | { kind: 'offer'; name: string | null; minor: number }
  | { kind: 'repairFund'; minor: number }
  | { kind: 'code'; code: string; minor: number }
  | { kind: 'serviceFee'; minor: number }
  | { kind: 'delivery'; minor: number; pending: boolean }
  | { kind: 'insurance'; minor: number };

export type Breakdown = {
  lines: BreakdownLine[];
  total: number;
  /** The VAT the total includes (prices include VAT, docs/decisions.md#money); null where none applies. */
  vat: { rate: number; minor: number } | null;
};

export type BreakdownOptions = {
  /** The basket's items: their applied offers name the offer lines ("Winter care −10 %"). */
  items?: BasketItems | null;
  discountCode?: string | null;
  /** No delivery option chosen yet: the delivery line says so instead of an amount. */
  deliveryPending?: boolean;
};

/**
 * Offers by name, in the order they first apply. Their amounts add up to the basket's offer
 * discount (each applied offer carries what it took off its line, lib/pricing/lines.ts); when
 * they do not (a basket stored without its items), one unnamed line keeps the sum right.
 */
function offerLines(offerDiscount: number, items: BasketItems | null | undefined): BreakdownLine[] {
  if (offerDiscount === 0) return [];
  const byName = new Map<string, number>();
  for (const offer of (items ?? []).flatMap((i) => (i.isRevoked ? [] : (i.appliedDiscountOffer ?? [])))) {
    if (offer.isRepairFund) continue;
    byName.set(offer.name, (byName.get(offer.name) ?? 0) + majorToMinor(offer.amount));
  }
  const named = [...byName].filter(([, minor]) => minor > 0);
  if (named.reduce((s, [, minor]) => s + minor, 0) !== offerDiscount) return [{ kind: 'offer', name: null, minor: -offerDiscount }];
  return named.map(([name, minor]) => ({ kind: 'offer', name, minor: -minor }));
}

export function priceBreakdown(cost: BasketCost, options: BreakdownOptions = {}): Breakdown {
  const m = majorToMinor;
  const lines: BreakdownLine[] = [{ kind: 'repairs', minor: m(cost.totalService) }, ...offerLines(m(cost.offerDiscount), options.items)];
  if (cost.repairFund > 0) lines.push({ kind: 'repairFund', minor: -m(cost.repairFund) });
  if (cost.codeDiscount > 0) lines.push({ kind: 'code', code: options.discountCode ?? '', minor: -m(cost.codeDiscount) });
  if (cost.serviceFee.fee > 0) lines.push({ kind: 'serviceFee', minor: m(cost.serviceFee.fee) });
  lines.push({ kind: 'delivery', minor: options.deliveryPending ? 0 : m(cost.delivery), pending: options.deliveryPending ?? false });
  // The declared value's transport insurance, after the delivery it covers (docs/insurance.md).
  if ((cost.insurance ?? 0) > 0) lines.push({ kind: 'insurance', minor: m(cost.insurance) });
  const total = m(cost.total);
  return { lines, total, vat: cost.vat > 0 ? { rate: cost.vat, minor: m(cost.vatAmount) } : null };
}
