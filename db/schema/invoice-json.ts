/**
 * What an issued invoice or credit note prints, frozen at issue (docs/invoices.md#contents).
 * Every amount is in minor units of the invoice's currency, VAT included; labels are already
 * in the order's language, so the document reads the same forever.
 */
import type { Address } from '@/lib/schemas/common';
import type { PaymentMethodValue } from '@/lib/schemas/logistics';
import type { REISSUE_REASONS } from '@/lib/schemas/invoices';
import type { PaymentMethodSchema } from '@/lib/schemas/orders';
import type * as z from 'zod';

/**
 * How a payment was made: one recorded at the counter, or the order's own method when a brand's
 * system marked it paid. Each has its words in Invoices.methods, in every locale (docs/decisions.md#messages).
 */
export type InvoicePaymentMethod = PaymentMethodValue | z.output<typeof PaymentMethodSchema> | 'card_online';
/** Why a credit note was issued: a cancelled paid order, or a reissue. */
export type InvoiceReason = 'cancelled' | (typeof REISSUE_REASONS)[number];

export type InvoiceLineKind = 'service' | 'offer' | 'bonus' | 'code' | 'fee' | 'delivery' | 'insurance';

export type BonusDetail = {
  /** The scheme's repair category (the offer's repairFundService, e.g. textile_zip_large). */
  category: string;
  /** The category's name in the barème, as the offer names it. */
  categoryName: string;
  subServiceId: string;
  /** The repair's price incl. VAT before the bonus (after ordinary offers), and what was left to pay. */
  priceBeforeMinor: number;
  priceAfterMinor: number;
};

export type InvoiceLine = {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  vatRateBp: number;
  bonus?: BonusDetail;
};

export type InvoiceParty = {
  name: string;
  /** Null for a customer booked without address (in-store both ways, docs/counter.md#no-address). */
  address: Address | null;
  email: string;
  phone: string;
  companyNumber?: string;
  vatNumber?: string;
  /** The seller's legal form, share capital and trade register with its city (docs/invoices.md#mentions). */
  legalForm?: string;
  shareCapital?: string;
  registration?: string;
  storeName?: string;
  /** The seller's (store's) time zone: the invoice's dates are its local dates. */
  timeZone?: string;
};

export type InvoicePayment = { method: InvoicePaymentMethod; amountMinor: number; date: string | null };

export type InvoiceBody = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  serviceDate: string;
  orderId: string;
  orderNumber: string;
  /** The seller's language, the invoice's own (docs/invoices.md#mentions). */
  language: string;
  /** The customer's language when it differs: printed beside the seller's. */
  customerLanguage?: string;
  currency: string;
  warranty: boolean;
  seller: InvoiceParty;
  customer: InvoiceParty;
  provider: { id: string; name: string; labelled: boolean };
  lines: InvoiceLine[];
  vat: { rateBp: number; baseMinor: number; vatMinor: number }[];
  totals: { servicesMinor: number; discountsMinor: number; bonusMinor: number; totalMinor: number; vatMinor: number };
  payments: InvoicePayment[];
  paidMinor: number;
  dueMinor: number;
  /** A credit note: the number of the invoice it cancels; an invoice that replaces one: that one's credit note. */
  credits?: string;
  reason?: InvoiceReason;
};
