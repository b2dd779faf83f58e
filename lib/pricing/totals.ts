/**
 * priceCart(): the whole basket. Lines (offers, then the Bonus Réparation), then the discount
 * code on Σ line nets, then the service fee and delivery, then VAT and the commission split.
 * Pure: same input, same result.
 */
import { computeCommissions, computeFee, type FeeVariables } from './commissions';
import { priceLine } from './lines';
import type { RepairFundContext } from './repair-fund';
import { assertMinor, cleanAmount, divideHalfUp, percentOf, sum } from './rounding';
import type { AppliedDiscountCode, PricedItem, PricingResult } from './result-types';
import type { PricingDiscountCode, PricingInput, PricingItemInput } from './types';

export function priceItem(item: PricingItemInput, ctx: RepairFundContext): PricedItem {
  const lines = item.lines.map((line) => priceLine(line, ctx));
  const total = (key: 'gross' | 'original' | 'offerDiscount' | 'repairFund' | 'net') => sum(lines.map((l) => l[key]));
  return {
    itemId: item.itemId,
    lines,
    gross: total('gross'),
    original: total('original'),
    offerDiscount: total('offerDiscount'),
    repairFund: total('repairFund'),
    net: total('net'),
  };
}

/** The code on `base` (Σ line nets): a percentage rounded half up, or a fixed amount, never above base. */
export function applyDiscountCode(code: PricingDiscountCode | null | undefined, base: number): AppliedDiscountCode | null {
  if (!code) return null;
  const percentage = code.type === 'percentage' ? (code.percentage ?? null) : null;
  const raw = code.type === 'percentage' ? percentOf(base, Math.min(percentage ?? 0, 100)) : (cleanAmount(code.fixedAmount) ?? 0);
  return { code: code.code, type: code.type, percentage, amount: Math.min(raw, base) };
}

/** The VAT contained in a VAT-inclusive amount, rounded half up. */
export function vatIncluded(amount: number, vatRateBp: number): number {
  return divideHalfUp(amount * vatRateBp, 10_000 + vatRateBp);
}

/**
 * The VAT contained in `taxable` (the total with the bonus back in it), per rate as the invoice
 * groups it (lib/invoices/compose.ts vatByRate): free quote lines with a rate of their own are
 * taxed at it on their price after offers (they carry no bonus); the rest — catalogue services,
 * the code's reduction, the fee, the delivery — at the store's (docs/decisions.md#free-quote-lines).
 */
export function vatByRate(taxable: number, storeRateBp: number, items: PricedItem[]): number {
  const byRate = new Map<number, number>();
  let atStoreRate = taxable;
  for (const line of items.flatMap((i) => i.lines)) {
    if (line.vatRateBp === undefined || line.vatRateBp === storeRateBp) continue;
    byRate.set(line.vatRateBp, (byRate.get(line.vatRateBp) ?? 0) + line.repairFundBase);
    atStoreRate -= line.repairFundBase;
  }
  byRate.set(storeRateBp, atStoreRate);
  return sum([...byRate].map(([rate, amount]) => Math.sign(amount) * vatIncluded(Math.abs(amount), rate)));
}

export function priceCart(input: PricingInput): PricingResult {
  const { currency, bookingType, store } = input;
  const warranty = bookingType === 'warranty';
  assertMinor(input.deliveryPrice, 'deliveryPrice');
  const deliveryCost = assertMinor(input.deliveryCost ?? input.deliveryPrice, 'deliveryCost');
  const premium = assertMinor(input.insurancePrice ?? 0, 'insurancePrice');
  const vatRateBp = assertMinor(store.vatRateBp, 'store.vatRateBp');

  const ctx: RepairFundContext = {
    currency,
    bookingType,
    country: store.country,
    providerLabelled: input.provider.repairFundLabelled,
  };
  const items = input.items.map((item) => priceItem(item, ctx));
  const itemsTotal = (key: 'gross' | 'original' | 'offerDiscount' | 'repairFund' | 'net') => sum(items.map((i) => i[key]));
  const totalService = itemsTotal('gross');
  const originalTotal = itemsTotal('original');
  const offerDiscount = itemsTotal('offerDiscount');
  const repairFund = itemsTotal('repairFund');
  const linesNet = itemsTotal('net');

  const discountCode = warranty ? null : applyDiscountCode(input.discountCode, linesNet);
  const codeDiscount = discountCode?.amount ?? 0;
  const servicesNet = linesNet - codeDiscount;
  const delivery = warranty ? 0 : input.deliveryPrice;

  const feeVariables: FeeVariables = { totalService, originalTotal, offerDiscount, repairFund, codeDiscount, servicesNet, delivery };
  const computedFee = computeFee(store.serviceFee, currency, feeVariables);
  const serviceFee = warranty ? { ...computedFee, fixed: 0, fee: 0 } : computedFee;
  // Like delivery, a warranty booking's insurance is the brand's to pay (docs/insurance.md#warranty).
  const insurance = warranty ? 0 : premium;
  const total = servicesNet + serviceFee.fee + delivery + insurance;

  const split = computeCommissions(
    store.commissionContract,
    currency,
    {
      ...feeVariables,
      // On a warranty booking the brand pays the atelier and the carrier what the customer does not.
      totalService: warranty ? originalTotal : totalService,
      delivery: warranty ? deliveryCost : delivery,
      serviceFee: serviceFee.fee,
      total,
    },
    deliveryCost,
    premium,
  );
  // A warranty booking takes no payment (paymentMethod none), so it carries no payment fee.
  const comissions = warranty ? { ...split, paymentFee: { ...split.paymentFee, fee: 0 } } : split;

  return {
    currency,
    bookingType,
    items,
    discountCode,
    serviceFee,
    totals: {
      totalService,
      originalTotal,
      offerDiscount,
      repairFund,
      codeDiscount,
      totalDiscount: offerDiscount + repairFund + codeDiscount,
      serviceFee: serviceFee.fee,
      delivery,
      insurance,
      total,
      vatRate: vatRateBp / 10_000,
      // The bonus is the eco-organism paying part of the price: it stays in the taxable amount (docs/invoices.md#vat-and-bonus).
      // Insurance is exempt from VAT (directive 2006/112/EC art. 135(1)(a)): not in the taxable amount;
      // free quote lines carry their own rate (docs/invoices.md).
      vatAmount: vatByRate(total - insurance + repairFund, vatRateBp, items),
    },
    comissions,
  };
}
