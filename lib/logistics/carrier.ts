import type { Address, Locale } from '@/lib/schemas/common';

/**
 * What the app asks of a carrier (docs/decisions.md#shipping-labels): a printable label for
 * an order's parcel to the atelier. The default driver draws the label itself; a carrier with
 * a label API (Colissimo, Royal Mail, UPS) gets a driver of its own here, and orders never change.
 */
export type LabelFormat = 'a6' | 'a4';

export type LabelRequest = {
  orderId: string;
  orderNumber: string;
  language: Locale;
  /** The shipment's `logisticProvider` (colissimo, royal-mail, ups…) and its display name. */
  carrier: { code: string; name: string };
  sender: { name: string; address: Address };
  destination: { name: string; address: Address };
  /** What the QR code opens: the staff order page. */
  staffUrl: string;
  /** The parcel's id (order.insurance.parcelId), printed on the label (docs/insurance.md#parcel). */
  parcelId: string;
  /** The insured declared value, when the parcel is insured. */
  insurance: { declaredMinor: number; currency: string } | null;
  format: LabelFormat;
};

export type ShippingLabel = { contentType: 'application/pdf'; body: Uint8Array; fileName: string; trackingNumber: string | null };

export interface Carrier {
  readonly id: string;
  label(request: LabelRequest): Promise<ShippingLabel>;
}

/**
 * What the app asks of a payment provider (docs/decisions.md#payments). Online card payment
 * needs a provider this network cannot reach; the only driver records payments taken in
 * store (card terminal, cash, bank transfer, voucher), so it never redirects anyone.
 */
export type PaymentIntent = { orderId: string; amountMinor: number; currency: string; method: string };
export type PaymentOutcome = { status: 'recorded' | 'redirect'; reference: string | null; redirectUrl: string | null };

export interface PaymentProvider {
  readonly id: string;
  /** The methods staff may record with this provider. */
  readonly methods: readonly string[];
  collect(intent: PaymentIntent): Promise<PaymentOutcome>;
}
