/**
 * One line (a sub-service × quantity): gross, ordinary offers, Bonus Réparation, net.
 * Ordinary offers are each computed on the line gross (they do not compound) and, taken in
 * order, may never take the line below zero. The bonus comes after them, on what is left.
 */
import { repairFundForLine, type RepairFundContext } from './repair-fund';
import { assertMinor, cleanAmount, percentOf } from './rounding';
import type { AppliedOffer, PricedLine } from './result-types';
import type { PricingLineInput, PricingOffer } from './types';

/** An ordinary offer's amount on a line of `gross`, before the line's limit; undefined = not applicable. */
export function offerAmount(offer: PricingOffer, gross: number): number | undefined {
  if (offer.type === 'percentage') {
    if (offer.percentage === null || offer.percentage === undefined) return undefined;
    return percentOf(gross, Math.min(offer.percentage, 100));
  }
  // A fixed offer counts once per line, not per unit.
  return cleanAmount(offer.fixedAmount);
}

/** The ordinary (non-bonus) offers on a line; their sum never exceeds `gross`. */
export function applyOffers(gross: number, offers: PricingOffer[]): { offerDiscount: number; appliedOffers: AppliedOffer[] } {
  let remaining = gross;
  const appliedOffers: AppliedOffer[] = [];
  for (const offer of offers) {
    if (offer.isRepairFund) continue;
    const raw = offerAmount(offer, gross);
    if (raw === undefined) continue;
    const amount = Math.min(raw, remaining);
    if (amount <= 0) continue;
    remaining -= amount;
    appliedOffers.push({
      id: offer.id,
      name: offer.name,
      type: offer.type,
      isRepairFund: false,
      repairFundService: offer.repairFundService,
      percentage: offer.percentage,
      amount,
    });
  }
  return { offerDiscount: gross - remaining, appliedOffers };
}

function checkLine(line: PricingLineInput): void {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new RangeError(`quantity of ${line.subServiceId} must be a positive integer, got ${line.quantity}`);
  }
  assertMinor(line.unitPrice, `unitPrice of ${line.subServiceId}`);
  assertMinor(line.unitOriginalPrice, `unitOriginalPrice of ${line.subServiceId}`);
  if (line.vatRateBp !== undefined) assertMinor(line.vatRateBp, `vatRateBp of ${line.subServiceId}`);
}

/**
 * Prices one line. On a warranty booking the customer pays nothing: gross, discounts and net
 * are 0 and only the original price is kept (no offers, no bonus).
 */
export function priceLine(line: PricingLineInput, ctx: RepairFundContext): PricedLine {
  checkLine(line);
  const warranty = ctx.bookingType === 'warranty';
  const unitPrice = warranty ? 0 : line.unitPrice;
  const gross = unitPrice * line.quantity;
  const { offerDiscount, appliedOffers } = warranty ? { offerDiscount: 0, appliedOffers: [] } : applyOffers(gross, line.offers);
  const repairFundBase = gross - offerDiscount;
  const bonus = repairFundForLine({ kind: line.kind, quantity: line.quantity, base: repairFundBase, offers: line.offers }, ctx);
  return {
    subServiceId: line.subServiceId,
    kind: line.kind,
    quantity: line.quantity,
    unitPrice,
    unitOriginalPrice: line.unitOriginalPrice,
    gross,
    original: line.unitOriginalPrice * line.quantity,
    offerDiscount,
    appliedOffers,
    repairFundBase,
    repairFund: bonus.amount,
    repairFundOffer: bonus.offer,
    repairFundBlockedBy: bonus.blockedBy,
    net: repairFundBase - bonus.amount,
    ...(line.vatRateBp !== undefined ? { vatRateBp: line.vatRateBp } : {}),
  };
}
