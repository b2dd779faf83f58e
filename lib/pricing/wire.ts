/**
 * A PricingResult in the interface document's wire shapes: money as numbers in major units
 * (1450 → 14.5), `vat` as a rate (0.2). Fields are added beside the interface's, never renamed.
 */
import { minorToMajor } from '@/lib/money';
import type { AppliedOffer, ComputedFee, PricedItem, PricingResult } from './result-types';
import type {
  WireAppliedDiscount,
  WireAppliedOffer,
  WireBasket,
  WireCommissions,
  WireEstimatedPrice,
  WireFee,
} from './wire-types';

export const toWireFee = (fee: ComputedFee): WireFee => ({
  variables: [...fee.variables],
  percentage: fee.percentage,
  fixed: minorToMajor(fee.fixed),
  fee: minorToMajor(fee.fee),
});

const toWireOffer = (offer: AppliedOffer, subServiceId: string): WireAppliedOffer => ({
  id: offer.id,
  _id: offer.id,
  name: offer.name,
  type: offer.type,
  isRepairFund: offer.isRepairFund,
  repairFundService: offer.repairFundService,
  percentage: offer.percentage,
  amount: minorToMajor(offer.amount),
  subServiceId,
});

/** Every offer applied to an item's lines, the bonus included, in line order. */
export function itemAppliedOffers(item: PricedItem): { offer: AppliedOffer; subServiceId: string }[] {
  return item.lines.flatMap((line) =>
    [...line.appliedOffers, ...(line.repairFundOffer ? [line.repairFundOffer] : [])].map((offer) => ({
      offer,
      subServiceId: line.subServiceId,
    })),
  );
}

export type BasketOptions = {
  isValidated?: boolean;
  step?: string;
  note?: WireBasket['note'];
  revokedItemIds?: readonly string[];
};

/** The basket (pricing.baskets[n]). Defaults: validated, step 'booking', no notes, nothing revoked. */
export function toWireBasket(result: PricingResult, options: BasketOptions = {}): WireBasket {
  const t = result.totals;
  const m = minorToMajor;
  return {
    isValidated: options.isValidated ?? true,
    step: options.step ?? 'booking',
    currency: result.currency,
    bookingType: result.bookingType,
    note: options.note ?? [],
    costToUser: {
      total: m(t.total),
      totalService: m(t.totalService),
      serviceFee: toWireFee(result.serviceFee),
      vat: t.vatRate,
      originalTotal: m(t.originalTotal),
      offerDiscount: m(t.offerDiscount),
      repairFund: m(t.repairFund),
      codeDiscount: m(t.codeDiscount),
      totalDiscount: m(t.totalDiscount),
      delivery: m(t.delivery),
      insurance: m(t.insurance),
      vatAmount: m(t.vatAmount),
    },
    discountCode: result.discountCode ? { ...result.discountCode, amount: m(result.discountCode.amount) } : null,
    items: result.items.map((item) => {
      const offers = itemAppliedOffers(item).map(({ offer, subServiceId }) => toWireOffer(offer, subServiceId));
      return {
        appliedDiscountOffer: offers.length > 0 ? offers : null,
        isRevoked: options.revokedItemIds?.includes(item.itemId) ?? false,
        itemId: item.itemId,
        servicePrices: m(item.gross),
        originalPrice: m(item.original),
        subServiceIds: item.lines.map((l) => l.subServiceId).join(','),
        offerDiscount: m(item.offerDiscount),
        repairFund: m(item.repairFund),
        netPrice: m(item.net),
      };
    }),
  };
}

/** The order's `comissions` (spelled as the interface does). */
export function toWireCommissions(result: PricingResult): WireCommissions {
  const c = result.comissions;
  return {
    platformFee: toWireFee(c.platformFee),
    serviceProvider: toWireFee(c.serviceProvider),
    operator: toWireFee(c.operator),
    partner: toWireFee(c.partner),
    paymentFee: toWireFee(c.paymentFee),
    deliveryCompanyFee: minorToMajor(c.deliveryCompanyFee),
    insuranceFee: minorToMajor(c.insuranceFee),
  };
}

/**
 * The list-orders `estimatedPrice`. appliedDiscounts: one entry per distinct offer, bonus or
 * code that took something off (amounts summed over lines); their values add up to totalDiscount.
 */
export function toWireEstimatedPrice(result: PricingResult): WireEstimatedPrice {
  const t = result.totals;
  const byKey = new Map<string, { type: WireAppliedDiscount['type']; value: number; id: string; name: string }>();
  for (const { offer } of result.items.flatMap(itemAppliedOffers)) {
    const type = offer.isRepairFund ? 'repair_fund' : 'offer';
    const key = `${type}:${offer.id}`;
    const entry = byKey.get(key) ?? { type, value: 0, id: offer.id, name: offer.name };
    entry.value += offer.amount;
    byKey.set(key, entry);
  }
  const appliedDiscounts: WireAppliedDiscount[] = [...byKey.values()].map((e) => ({ ...e, value: minorToMajor(e.value) }));
  if (result.discountCode && result.discountCode.amount > 0) {
    const { code, amount } = result.discountCode;
    appliedDiscounts.push({ type: 'discount_code', value: minorToMajor(amount), id: code, name: code });
  }
  return {
    estimatedPrice: minorToMajor(t.total),
    vat: t.vatRate,
    serviceFee: minorToMajor(t.serviceFee),
    deliveryFee: minorToMajor(t.delivery),
    insuranceFee: minorToMajor(t.insurance),
    taxAmount: minorToMajor(t.vatAmount),
    servicesPrices: minorToMajor(t.totalService),
    totalDiscount: minorToMajor(t.totalDiscount),
    appliedDiscounts,
    originalPrice: minorToMajor(t.originalTotal),
  };
}
