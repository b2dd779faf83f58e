/** Test-only builders for pricing inputs (a French store, labelled provider, paid booking). */
import type { CommissionContract, FeeRule, PricingInput, PricingLineInput, PricingOffer } from '../types';

export const NO_FEE: FeeRule = { variables: ['totalService'], percentage: 0, fixed: { EUR: 0, GBP: 0, USD: 0 } };

export const STANDARD_CONTRACT: CommissionContract = {
  platformFee: { variables: ['totalService'], percentage: 10 },
  serviceProvider: { variables: ['totalService'], percentage: 80 },
  operator: { variables: ['totalService'], percentage: 5 },
  partner: { variables: ['delivery'], percentage: 100 },
  paymentFee: { variables: ['total'], percentage: 2, fixed: { EUR: 25 } },
};

/** A Bonus Réparation offer of `cents` per repair, in EUR only. */
export function bonus(cents: number, id = `bonus-${cents}`): PricingOffer {
  return {
    id,
    name: 'Bonus Réparation',
    type: 'fixed',
    isRepairFund: true,
    repairFundService: 'textile_hole',
    percentage: null,
    fixedAmount: cents,
  };
}

export function percentOffer(percentage: number, id = `pct-${percentage}`): PricingOffer {
  return { id, name: `−${percentage} %`, type: 'percentage', isRepairFund: false, repairFundService: '', percentage };
}

export function fixedOffer(cents: number | undefined, id = `fixed-${cents}`): PricingOffer {
  return { id, name: 'Fixed off', type: 'fixed', isRepairFund: false, repairFundService: '', percentage: null, fixedAmount: cents };
}

export function line(unitPrice: number, offers: PricingOffer[] = [], extra: Partial<PricingLineInput> = {}): PricingLineInput {
  return { subServiceId: `ss-${unitPrice}`, quantity: 1, unitPrice, unitOriginalPrice: unitPrice, kind: 'repair', offers, ...extra };
}

/** One item per entry of `items` (each a list of lines), in a Paris store, EUR, paid, labelled provider. */
export function cart(items: PricingLineInput[][], extra: Partial<PricingInput> = {}): PricingInput {
  return {
    currency: 'EUR',
    bookingType: 'paid',
    store: { country: 'FR', vatRateBp: 2000, serviceFee: NO_FEE, commissionContract: STANDARD_CONTRACT },
    provider: { repairFundLabelled: true },
    items: items.map((lines, i) => ({ itemId: `item-${i + 1}`, lines })),
    deliveryPrice: 0,
    discountCode: null,
    ...extra,
  };
}
