/** What priceCart() returns. Every amount is an integer in minor units of the cart's currency. */
import type { BookingType, Currency } from '@/lib/schemas/common';
import type { PricingOffer } from './types';

/** An offer as applied to one line: the offer the engine was given, with the amount it took off. */
export type AppliedOffer = Omit<PricingOffer, 'fixedAmount'> & { amount: number };

/** Why a line that carries a Bonus Réparation offer gets no bonus. */
export type RepairFundBlock =
  | 'warranty'
  | 'currency'
  | 'country'
  | 'provider_not_labelled'
  | 'not_a_repair'
  | 'below_minimum'
  | 'no_amount';

export type PricedLine = {
  subServiceId: string;
  kind: 'repair' | 'alteration';
  quantity: number;
  /** What the customer is charged per unit before discounts (0 for warranty). */
  unitPrice: number;
  unitOriginalPrice: number;
  /** unitPrice × quantity (0 for warranty). */
  gross: number;
  /** unitOriginalPrice × quantity (kept for warranty). */
  original: number;
  /** Ordinary offers (not the bonus), Σ appliedOffers amounts; never above gross. */
  offerDiscount: number;
  appliedOffers: AppliedOffer[];
  /** The bonus base: gross − offerDiscount ("the repair price incl. VAT"). */
  repairFundBase: number;
  /** Bonus Réparation taken off this line (0 when none). */
  repairFund: number;
  /** The bonus offer applied, to show "Bonus Réparation −€8.00" as its own line. */
  repairFundOffer: AppliedOffer | null;
  /** Set when the line carries a bonus offer that does not apply, with the first reason. */
  repairFundBlockedBy: RepairFundBlock | null;
  /** gross − offerDiscount − repairFund. */
  net: number;
  /** A free quote line's own VAT rate (basis points); absent: the store's. */
  vatRateBp?: number;
};

export type PricedItem = {
  itemId: string;
  lines: PricedLine[];
  gross: number;
  original: number;
  offerDiscount: number;
  repairFund: number;
  net: number;
};

/** A fee computed from a FeeRule: `percentage` % of the named amounts, plus the fixed part. */
/** `fee = fixed + percentage % × Σ variables` (minor units), so a client can recompute it. */
export type ComputedFee = { variables: string[]; percentage: number; fixed: number; fee: number };

export type PricingTotals = {
  /** Σ line gross (customer prices before discounts; 0 for warranty). */
  totalService: number;
  /** Σ line originals. */
  originalTotal: number;
  offerDiscount: number;
  repairFund: number;
  codeDiscount: number;
  /** offerDiscount + repairFund + codeDiscount. */
  totalDiscount: number;
  serviceFee: number;
  delivery: number;
  /** The insurance premium the customer pays (0 when uninsured, and for warranty: the brand pays it). */
  insurance: number;
  /** totalService − totalDiscount + serviceFee + delivery + insurance. */
  total: number;
  /** e.g. 0.2 for 2000 bp. */
  vatRate: number;
  /** The VAT contained in total (insurance is exempt: docs/insurance.md#vat). */
  vatAmount: number;
};

export type AppliedDiscountCode = {
  code: string;
  type: 'percentage' | 'fixed';
  percentage: number | null;
  amount: number;
};

export type Commissions = {
  platformFee: ComputedFee;
  serviceProvider: ComputedFee;
  operator: ComputedFee;
  partner: ComputedFee;
  paymentFee: ComputedFee;
  deliveryCompanyFee: number;
  /** The premium passed on to the carrier's insurer (docs/insurance.md#ledger), whoever pays it. */
  insuranceFee: number;
};

export type PricingResult = {
  currency: Currency;
  bookingType: BookingType;
  items: PricedItem[];
  discountCode: AppliedDiscountCode | null;
  serviceFee: ComputedFee;
  totals: PricingTotals;
  comissions: Commissions;
};
