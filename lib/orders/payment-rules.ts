import type { ErrorCode } from '@/lib/errors';
import { PAYMENT_METHOD_VALUES } from '@/lib/schemas/logistics';

/**
 * The rules of payments, pure (docs/decisions.md#payments): which methods staff record, when a
 * payment is refused, and what the interface's isPayed / hasPaymentConfirmation say.
 */
export const PAYMENT_RECORD_METHODS = PAYMENT_METHOD_VALUES;
export type PaymentRecordMethod = (typeof PAYMENT_METHOD_VALUES)[number];

export type PayableOrder = { status: string; currency: string; totalMinor: number; paidMinor: number };
export type PaymentAttempt = { amountMinor: number; currency: string };

/**
 * Why a payment may not be recorded, or null. A refund is a negative payment, by the store's staff
 * or an admin, never more than was paid, and the one thing a cancelled order still takes (its
 * money goes back: docs/decisions.md#refunds); a payment never more than is due (an overpayment
 * is not ours to keep).
 */
export function paymentRefusal(order: PayableOrder, p: PaymentAttempt): ErrorCode | null {
  if (order.status === 'cancelled' && p.amountMinor >= 0) return 'payment_order_cancelled';
  if (p.currency !== order.currency) return 'payment_currency_mismatch';
  if (!Number.isInteger(p.amountMinor) || p.amountMinor === 0) return 'validation_failed';
  if (p.amountMinor < 0 && order.paidMinor + p.amountMinor < 0) return 'refund_exceeds_paid';
  if (p.amountMinor > 0 && order.paidMinor + p.amountMinor > order.totalMinor) return 'payment_exceeds_due';
  return null;
}

export type PaymentFlags = { isPayed: boolean; hasPaymentConfirmation: boolean; dueMinor: number };

/** Paid in full once what was recorded covers the total; confirmed once anything is held. */
export function paymentFlags(totalMinor: number, paidMinor: number): PaymentFlags {
  return {
    isPayed: paidMinor > 0 && paidMinor >= totalMinor,
    hasPaymentConfirmation: paidMinor > 0,
    dueMinor: Math.max(0, totalMinor - paidMinor),
  };
}

/**
 * What the customer is owed back (docs/decisions.md#refunds): everything paid on a cancelled
 * order; what was paid above the total on one whose price went down (a revised quote).
 */
export function refundOwed(order: Pick<PayableOrder, 'status' | 'totalMinor' | 'paidMinor'>): number {
  return Math.max(0, order.status === 'cancelled' ? order.paidMinor : order.paidMinor - order.totalMinor);
}

/** The payment methods a booking may choose: the option's (data), none for a warranty. */
export function allowedPaymentMethods(optionMethods: readonly string[], bookingType: 'paid' | 'warranty'): string[] {
  return bookingType === 'warranty' ? ['none'] : [...optionMethods];
}
