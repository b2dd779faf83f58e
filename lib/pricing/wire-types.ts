/** The interface document's pricing shapes as this app sends them (money in major units, vat as a rate). */

export type WireFee = { variables: string[]; percentage: number; fixed: number; fee: number };

export type WireAppliedOffer = {
  id: string;
  _id: string;
  name: string;
  type: 'fixed' | 'percentage';
  isRepairFund: boolean;
  repairFundService: string;
  percentage: number | null;
  amount: number;
  subServiceId: string;
};

export type WireBasketItem = {
  appliedDiscountOffer: WireAppliedOffer[] | null;
  isRevoked: boolean;
  itemId: string;
  /** Σ price × quantity, before discounts. */
  servicePrices: number;
  originalPrice: number;
  subServiceIds: string;
  offerDiscount: number;
  repairFund: number;
  netPrice: number;
};

export type WireBasket = {
  isValidated: boolean;
  step: string;
  currency: string;
  bookingType: string;
  note: { role: string; message: string; itemId: string }[];
  costToUser: {
    total: number;
    totalService: number;
    serviceFee: WireFee;
    vat: number;
    originalTotal: number;
    offerDiscount: number;
    repairFund: number;
    codeDiscount: number;
    totalDiscount: number;
    delivery: number;
    /** The transport insurance premium the customer pays (docs/insurance.md). */
    insurance: number;
    vatAmount: number;
  };
  discountCode: { code: string; type: 'percentage' | 'fixed'; percentage: number | null; amount: number } | null;
  items: WireBasketItem[];
};

export type WireCommissions = {
  platformFee: WireFee;
  serviceProvider: WireFee;
  operator: WireFee;
  partner: WireFee;
  paymentFee: WireFee;
  deliveryCompanyFee: number;
  /** The insurance premium passed on to the carrier's insurer (docs/insurance.md#ledger). */
  insuranceFee: number;
};

export type WireAppliedDiscount = { type: 'offer' | 'repair_fund' | 'discount_code'; value: number; id?: string; name?: string };

export type WireEstimatedPrice = {
  estimatedPrice: number;
  vat: number;
  serviceFee: number;
  deliveryFee: number;
  insuranceFee: number;
  taxAmount: number;
  servicesPrices: number;
  totalDiscount: number;
  appliedDiscounts: WireAppliedDiscount[];
  originalPrice: number;
};
