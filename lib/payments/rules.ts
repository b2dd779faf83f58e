import * as z from 'zod';
import { CurrencySchema } from '@/lib/schemas/common';

/**
 * What is due online, pure (docs/payments.md): the order's total less what was paid; a warranty
 * booking pays nothing. Never an amount the client sent.
 */
export function onlineDue(order: { bookingType: string; totalMinor: number; paidMinor: number }): number {
  if (order.bookingType === 'warranty') return 0;
  return Math.max(0, order.totalMinor - order.paidMinor);
}

/**
 * What accepting a revised quote asks the customer to pay online at once (docs/payments.md#quote-difference):
 * a card booking's quote above what was paid, the difference; nothing for any other booking (paid at
 * collection as before), a warranty one, or while online payments are off. Pure, in minor units.
 */
export function payOnAccept(quoteTotalMinor: number, order: { paymentMethod: string; bookingType: string; paidMinor: number }, online: boolean): number {
  if (!online || order.paymentMethod !== 'card' || order.bookingType === 'warranty') return 0;
  return Math.max(0, quoteTotalMinor - order.paidMinor);
}

/** The option's methods with the card first when online payments are on (docs/payments.md#when): the in-store ones stay as they are. */
export function withOnlineCard<M extends string>(methods: readonly M[], online: boolean): (M | 'card')[] {
  return online && !methods.includes('card' as M) ? ['card', ...methods] : [...methods];
}

/**
 * What staff may still refund to the card (docs/payments.md#staff-refunds): what the order holds
 * (its paid sum, within what card payments brought), less what is already on its way back (queued,
 * or sent and not yet confirmed). Never negative. Pure, in minor units.
 */
export function cardRefundable(paidMinor: number, onlineNetMinor: number, inFlightMinor: number): number {
  return Math.max(0, Math.min(paidMinor, onlineNetMinor) - inFlightMinor);
}

/**
 * A refund the processor failed or could not be reached for is tried again after this
 * (docs/payments.md#refund-retries): 1 minute after the first try, doubling, at most 6 hours apart;
 * after REFUND_MAX_ATTEMPTS tries (about 20 hours) it is given up as `failed`, for staff to handle.
 */
export const REFUND_MAX_ATTEMPTS = 12;
export function refundRetryDelayMs(attempts: number): number {
  const minute = 60_000;
  return Math.min(minute * 2 ** Math.max(0, attempts - 1), 6 * 60 * minute);
}

/** What an unpaid online booking may wait before it is cancelled (docs/payments.md#unpaid). */
export const UNPAID_CANCEL_AFTER_MS = 24 * 60 * 60 * 1000;

export function isUnpaidExpired(order: { paymentMethod: string; hasPaymentConfirmation: boolean; status: string; orderDate: Date }, now: Date): boolean {
  return order.paymentMethod === 'card' && !order.hasPaymentConfirmation && order.status === 'booked' && now.getTime() - order.orderDate.getTime() >= UNPAID_CANCEL_AFTER_MS;
}

/** The intent's body: only the currency, checked against the order's; any `amount` is dropped (the server prices). */
export const StartPaymentBodySchema = z.object({ currency: CurrencySchema.optional() }).meta({ id: 'StartOnlinePayment' });
export type StartPaymentBody = z.output<typeof StartPaymentBodySchema>;

export const PaymentIssueSchema = z.object({ code: z.string(), message: z.string(), date: z.string() }).meta({ id: 'PaymentIssue' });

export const OnlinePaymentSchema = z
  .object({
    orderId: z.string(),
    publishableKey: z.string().meta({ description: 'Stripe.js is loaded with it.' }),
    currency: CurrencySchema,
    due: z.number().meta({ description: 'Major units, as the server priced it.' }),
    intent: z
      .object({
        id: z.string(),
        clientSecret: z.string().nullable().meta({ description: 'For Stripe.js; null once paid.' }),
        status: z.string(),
        amount: z.number(),
      })
      .nullable(),
    issues: z.array(PaymentIssueSchema),
  })
  .meta({ id: 'OnlinePayment' });
export type OnlinePaymentView = z.output<typeof OnlinePaymentSchema>;
