/**
 * The Bonus Réparation (Refashion's French repair subsidy): a discount offer flagged
 * `isRepairFund` with a per-repair amount in EUR. It applies only to EUR carts of stores in
 * France, on paid bookings, with a labelled provider, on repair lines (never alterations)
 * costing at least €12 incl. VAT after the ordinary offers, and never exceeds 60 % of that
 * line. Bonuses on several lines of one item stack, each capped on its own line.
 */
import type { BookingType, Currency } from '@/lib/schemas/common';
import { cleanAmount, percentOf, percentOfFloor } from './rounding';
import type { AppliedOffer, RepairFundBlock } from './result-types';
import type { PricingOffer } from './types';

/** The line must cost at least €12.00 incl. VAT. */
export const REPAIR_FUND_MIN_BASE = 1200;
/** The bonus never exceeds 60 % of the line. */
export const REPAIR_FUND_CAP_PERCENT = 60;

export type RepairFundContext = {
  currency: Currency;
  country: string;
  bookingType: BookingType;
  providerLabelled: boolean;
};

export type RepairFundOutcome = { amount: number; offer: AppliedOffer | null; blockedBy: RepairFundBlock | null };

const NONE: RepairFundOutcome = { amount: 0, offer: null, blockedBy: null };

/** The first cart-level reason the bonus cannot apply, or null when the cart qualifies. */
export function repairFundCartBlock(ctx: RepairFundContext): RepairFundBlock | null {
  if (ctx.bookingType !== 'paid') return 'warranty';
  if (ctx.currency !== 'EUR') return 'currency';
  if (ctx.country.trim().toUpperCase() !== 'FR') return 'country';
  if (!ctx.providerLabelled) return 'provider_not_labelled';
  return null;
}

/** The largest possible bonus for 60 % of `base`, floored so the cap is never exceeded. */
export function repairFundCap(base: number): number {
  return percentOfFloor(base, REPAIR_FUND_CAP_PERCENT);
}

/** One bonus offer's uncapped amount on a line, or undefined when it has no amount in the currency. */
function offerAmount(offer: PricingOffer, quantity: number, base: number): number | undefined {
  if (offer.type === 'percentage') {
    return offer.percentage === null || offer.percentage === undefined ? undefined : percentOf(base, offer.percentage);
  }
  const unit = cleanAmount(offer.fixedAmount);
  return unit === undefined ? undefined : unit * quantity;
}

/**
 * The bonus on one line. `base` is the line after ordinary offers. When a line carries several
 * bonus offers (a data error: one repair, one barème entry), the largest applies.
 */
export function repairFundForLine(
  line: { kind: 'repair' | 'alteration'; quantity: number; base: number; offers: PricingOffer[] },
  ctx: RepairFundContext,
): RepairFundOutcome {
  const bonusOffers = line.offers.filter((o) => o.isRepairFund);
  if (bonusOffers.length === 0) return NONE;
  const blocked = (blockedBy: RepairFundBlock): RepairFundOutcome => ({ ...NONE, blockedBy });

  const cartBlock = repairFundCartBlock(ctx);
  if (cartBlock) return blocked(cartBlock);
  if (line.kind !== 'repair') return blocked('not_a_repair');

  const candidates = bonusOffers
    .map((offer) => ({ offer, raw: offerAmount(offer, line.quantity, line.base) }))
    .filter((c): c is { offer: PricingOffer; raw: number } => c.raw !== undefined && c.raw > 0);
  if (candidates.length === 0) return blocked('no_amount');
  if (line.base < REPAIR_FUND_MIN_BASE) return blocked('below_minimum');

  const cap = repairFundCap(line.base);
  let best: { offer: PricingOffer; amount: number } | null = null;
  for (const c of candidates) {
    const amount = Math.min(c.raw, cap);
    if (!best || amount > best.amount) best = { offer: c.offer, amount };
  }
  const { offer, amount } = best!;
  return {
    amount,
    blockedBy: null,
    offer: {
      id: offer.id,
      name: offer.name,
      type: offer.type,
      isRepairFund: true,
      repairFundService: offer.repairFundService,
      percentage: offer.percentage,
      amount,
    },
  };
}
