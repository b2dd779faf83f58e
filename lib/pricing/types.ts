/**
 * Types of the pricing engine. Every amount is an integer in minor units (cents) of the
 * cart's currency; prices include VAT.
 */
import type { CommissionContract, FeeRule } from '@/db/schema/catalogue';
import type { BookingType, Currency } from '@/lib/schemas/common';

export type { CommissionContract, FeeRule };

/** A discount offer attached to a sub-service, as the engine needs it. */
export type PricingOffer = {
  id: string;
  name: string;
  type: 'fixed' | 'percentage';
  /** The Bonus Réparation (French repair subsidy). */
  isRepairFund: boolean;
  /** Refashion barème key, e.g. textile_zip_large ('' for ordinary offers). */
  repairFundService: string;
  /** Percent, e.g. 10 = 10 %; null for fixed offers. */
  percentage: number | null;
  /** Minor units in the cart's currency; undefined when the offer has no amount in it. */
  fixedAmount?: number;
};

export type PricingLineInput = {
  subServiceId: string;
  quantity: number;
  unitPrice: number;
  unitOriginalPrice: number;
  kind: 'repair' | 'alteration';
  offers: PricingOffer[];
  /**
   * A free quote line's own VAT rate in basis points (docs/decisions.md#free-quote-lines); absent:
   * the store's rate.
   */
  vatRateBp?: number;
};

export type PricingItemInput = { itemId: string; lines: PricingLineInput[] };

export type PricingDiscountCode = {
  code: string;
  type: 'percentage' | 'fixed';
  /** Percent (10 = 10 %). */
  percentage?: number | null;
  /** Minor units in the cart's currency; undefined when the code has no amount in it. */
  fixedAmount?: number;
};

export type PricingInput = {
  currency: Currency;
  bookingType: BookingType;
  store: {
    country: string;
    /** VAT rate in basis points (2000 = 20 %). */
    vatRateBp: number;
    serviceFee: FeeRule;
    commissionContract: CommissionContract;
  };
  provider: { repairFundLabelled: boolean };
  items: PricingItemInput[];
  /** Price of the chosen logistic option in the currency (0 when none is chosen yet). */
  deliveryPrice: number;
  /** What the delivery costs whoever pays it (the brand, for warranty); defaults to deliveryPrice. */
  deliveryCost?: number;
  discountCode?: PricingDiscountCode | null;
  /**
   * The transport insurance premium of the declared value (lib/insurance/rule.ts, docs/insurance.md);
   * 0 or absent when uninsured. Charged to the customer on a paid booking, to the brand on a warranty one.
   */
  insurancePrice?: number;
};
