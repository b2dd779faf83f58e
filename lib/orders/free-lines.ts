/**
 * Free quote lines (docs/decisions.md#free-quote-lines): after inspection staff may price work the
 * catalogue does not list — a label in their language, a price including VAT, a VAT rate. It is
 * kept as a service of the item (ServiceSnapshot with `free`), so the consent flow, the basket,
 * the customer's quote table and the invoice read it like any booked service. Pure.
 */
import type { ServiceSnapshot } from '@/db/schema/order-json';
import { majorToMinor } from '@/lib/money';
import { LOCALES, type BookingType, type Currency, type Locale, type TranslatedString } from '@/lib/schemas/common';
import type { FreeQuoteLine } from '@/lib/schemas/orders';

/** Free lines are named apart from catalogue ids (uuids), so no catalogue lookup can match one. */
export const FREE_LINE_PREFIX = 'free-';

export const isFreeLine = (s: Pick<ServiceSnapshot, 'subServiceId'>): boolean => s.subServiceId.startsWith(FREE_LINE_PREFIX);

/** Percent on the wire (5.5), basis points in the engine (550). */
export const vatRateBp = (percent: number): number => Math.round(percent * 100);

export type FreeLineContext = { currency: Currency; language: Locale; storeVatRateBp: number; bookingType: BookingType };

/**
 * The service a free line becomes. Its label is shown as written in every language (it was
 * written once, in `language`); a warranty booking keeps the price as the original and charges 0,
 * as catalogue services do (lib/orders/snapshot.ts). No offers: the Bonus Réparation comes only
 * with a labelled catalogue service and its Refashion category.
 */
export function freeLineSnapshot(line: FreeQuoteLine, ctx: FreeLineContext, id: string): ServiceSnapshot {
  const minor = majorToMinor(line.amount);
  const label = Object.fromEntries(LOCALES.map((l) => [l, line.label])) as TranslatedString;
  return {
    subServiceId: `${FREE_LINE_PREFIX}${id}`,
    quantity: 1,
    kind: 'repair',
    leadTimeDays: 0,
    displayName: label,
    description: label,
    price: { [ctx.currency]: ctx.bookingType === 'warranty' ? 0 : minor },
    originalPrice: { [ctx.currency]: minor },
    appliedOffers: [],
    free: { language: ctx.language, vatRateBp: line.vatRate === undefined ? ctx.storeVatRateBp : vatRateBp(line.vatRate) },
  };
}
