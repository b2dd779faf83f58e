/**
 * The estimate shown before an item is in the cart, priced by the same engine as the cart
 * (`priceItem`): the browser imports this module, so it stays pure (no server-only imports).
 * Input is the `/v1/services` wire shape the services step already holds; amounts are read
 * from its decimal strings exactly. See docs/decisions.md#pricing.
 */
import { decimalStringToMinor } from '@/lib/money';
import type { Service } from '@/lib/schemas/catalogue';
import type { BookingType, Currency } from '@/lib/schemas/common';
import { pricingOffer } from './offer';
import type { RepairFundContext } from './repair-fund';
import type { PricedItem, PricedLine } from './result-types';
import { priceItem } from './totals';
import type { PricingLineInput } from './types';

/** The fields of a `/v1/services` sub-service the price depends on. */
export type EstimateSubService = Pick<Service['subServices'][number], 'id' | 'kind' | 'price' | 'originalPrice' | 'discountOffers'>;

export type EstimateContext = {
  currency: Currency;
  /** The country of the store the cart books through (not the customer's area). */
  storeCountry: string;
  /** Whether the atelier carries the Bonus Réparation label. */
  providerLabelled: boolean;
  bookingType?: BookingType;
};

const minorOr = (value: string | undefined, fallback: number) => (value === undefined ? fallback : decimalStringToMinor(value));

/** A wire sub-service × quantity → the engine's line input, as `cartPricingInput` builds it from the catalogue. */
export function estimateLineInput(subService: EstimateSubService, quantity: number, currency: Currency): PricingLineInput {
  const unitPrice = minorOr(subService.price[currency], 0);
  return {
    subServiceId: subService.id,
    quantity,
    unitPrice,
    unitOriginalPrice: minorOr(subService.originalPrice[currency], unitPrice),
    kind: subService.kind,
    // An offer's amount is quoted in one currency; in any other it has none, as in the cart.
    offers: subService.discountOffers.map((o) => pricingOffer(o, o.type === 'fixed' && o.currency === currency ? decimalStringToMinor(o.fixedAmount) : undefined)),
  };
}

/** A prospective item (its chosen sub-services and quantities), priced in minor units. */
export function estimateItem(lines: { subService: EstimateSubService; quantity: number }[], ctx: EstimateContext): PricedItem {
  const repairFundCtx: RepairFundContext = {
    currency: ctx.currency,
    country: ctx.storeCountry,
    bookingType: ctx.bookingType ?? 'paid',
    providerLabelled: ctx.providerLabelled,
  };
  return priceItem({ itemId: 'estimate', lines: lines.map((l) => estimateLineInput(l.subService, l.quantity, ctx.currency)) }, repairFundCtx);
}

/** One sub-service × quantity, priced in minor units (gross, offers, Bonus Réparation, net). */
export function estimateLine(subService: EstimateSubService, quantity: number, ctx: EstimateContext): PricedLine {
  return estimateItem([{ subService, quantity }], ctx).lines[0]!;
}
