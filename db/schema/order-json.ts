/**
 * The shapes of the orders' JSON columns. An order keeps what was booked as it was (names,
 * prices, labels, the priced basket), so later catalogue edits never rewrite it; pricing
 * columns hold the interface's shapes as lib/pricing/wire writes them (docs/decisions.md#money).
 */
import type { AppliedOffer, WireBasket, WireBasketItem, WireCommissions, WireEstimatedPrice } from '@/lib/pricing';
import type { Locale, MinorCurrencyMap, TranslatedString, WarrantyReason } from '@/lib/schemas/common';

/** The customer as given for one order (the interface's Order.customer). */
export type OrderCustomer = {
  paymentCustomerId: string;
  title: string;
  customerId: string | null;
  email: string;
  familyName: string;
  givenName: string;
  phone: string;
  lastOrderDate: string;
  id: string;
  userId: string;
  name: string;
};

/** The proof of purchase file staff attached to a warranty booking (docs/counter.md#warranty-proof): a photo row's key. */
export type WarrantyReceiptFile = { key: string; mimeType: string; name: string; bytes: number; sha256: string; addedAt: string };

export type OrderWarranty = {
  reason: WarrantyReason;
  details: string;
  /** The receipt number or the brand's order reference: proof enough on its own. */
  reference: string;
  receipt?: WarrantyReceiptFile | null;
  /** Staff's decision on the claim (docs/counter.md#warranty-claim); absent while pending. */
  claim?: { status: 'accepted' | 'rejected'; decidedAt: string; note: string } | null;
};

/** What a customer's warranty cart holds before the order (docs/counter.md#web-warranty): each part optional until the order is placed. */
export type CartWarranty = { reason: WarrantyReason | null; details: string; reference: string; receipt: WarrantyReceiptFile | null };

export type OrderInsurance = { status: 'no_insurance' | 'insured'; estimatedItemPrice: number | null; price: number | null; parcelId: string | null };

/** What an order item keeps of the catalogue as it was at booking (names, labels). */
export type ItemSnapshot = {
  category: { id: string; image: string; name: TranslatedString };
  subCategory: { id: string; image: string; name: TranslatedString };
  /** Hash of the item attribute group as it was (catalogue_snapshots), shared by every order that used it. */
  attributeGroupRef: string | null;
  attributes: Record<string, { type: string; label: TranslatedString; value: string; translatedValue?: TranslatedString }>;
};

/** One booked sub-service of an order item, with its prices as booked. */
export type ServiceSnapshot = {
  subServiceId: string;
  quantity: number;
  kind: 'repair' | 'alteration';
  leadTimeDays: number;
  displayName: TranslatedString;
  description: TranslatedString;
  /** Minor units per currency; warranty bookings keep originals and price 0. */
  price: MinorCurrencyMap;
  originalPrice: MinorCurrencyMap;
  appliedOffers: (Pick<AppliedOffer, 'id' | 'name' | 'type' | 'isRepairFund' | 'percentage'> & { fixedAmount: MinorCurrencyMap })[];
  /**
   * A free quote line, not from the catalogue (docs/decisions.md#free-quote-lines): the language
   * its label was written in (displayName holds it in every locale) and its VAT rate.
   */
  free?: { language: Locale; vatRateBp: number };
};

export type BasketCostToUser = WireBasket['costToUser'];
export type BasketDiscountCode = WireBasket['discountCode'];
export type { WireBasketItem as BasketItem, WireCommissions as OrderCommissions, WireEstimatedPrice as OrderEstimatedPrice };
