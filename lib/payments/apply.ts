import 'server-only';
import type Stripe from 'stripe';
import type { Tx } from '@/db/client';
import { getDb } from '@/db/client';
import { type OrderRow } from '@/db/orders';
import { changeLockedOrderWithin } from '@/lib/orders/concurrency';
import { appendPaymentIssue, findOnlineRefundById, paymentByReference, setIntentStatus, type PaymentIntentRow } from '@/db/online-payments';
import { insertPayment, setOrderPaid } from '@/db/payments';
import { reissueInvoice } from '@/lib/invoices/issue';
import { newId } from '@/lib/ids';
import { log } from '@/lib/observability/log';
import { paymentFlags } from '@/lib/orders/payment-rules';
import { ONLINE_PAYMENT_METHOD } from '@/lib/notifications/events';

/** The method online payments and their refunds are recorded with, beside the in-store ones. */
export const ONLINE_METHOD = ONLINE_PAYMENT_METHOD;

/**
 * The effects of the processor's news on an order, each under the order's row lock and recorded
 * once by the processor's id (order_payments.reference is unique): a webhook, its replay and a
 * status read after a reload all land here, and only the first changes anything. Each effect
 * queues its outbox event (e-mail, integrators' webhooks) in the same transaction.
 */
async function moneyMoved(tx: Tx, order: OrderRow, move: { amountMinor: number; currency: string; reference: string; note: string; accountId?: string | null }): Promise<OrderRow | null> {
  if (await paymentByReference(tx, move.reference)) return null;
  if (move.currency !== order.currency) {
    log.error('Online payment in another currency than its order', { orderId: order.id, reference: move.reference, currency: move.currency });
    return null;
  }
  await insertPayment(tx, { id: newId(), orderId: order.id, amountMinor: move.amountMinor, currency: move.currency, method: ONLINE_METHOD, accountId: move.accountId ?? null, note: move.note, reference: move.reference });
  const paidMinor = order.paidMinor + move.amountMinor;
  const { isPayed, hasPaymentConfirmation } = paymentFlags(order.totalMinor, paidMinor);
  await setOrderPaid(tx, order.id, { paidMinor, isPayed, hasPaymentConfirmation });
  const after = { ...order, paidMinor, isPayed, hasPaymentConfirmation };
  // Money moving on a completed order corrects its invoice: credit note and a new one (docs/invoices.md#immutability).
  if (order.status === 'completed') await reissueInvoice(tx, after, 'payment_corrected');
  return after;
}

export async function succeededInTx(tx: Tx, intent: PaymentIntentRow, pi: Pick<Stripe.PaymentIntent, 'id' | 'amount' | 'amount_received' | 'currency' | 'status'>): Promise<boolean> {
  let applied = false;
  await changeLockedOrderWithin(tx, intent.orderId, async (order) => {
    await setIntentStatus(tx, intent.id, 'succeeded');
    const after = await moneyMoved(tx, order, { amountMinor: pi.amount_received || pi.amount, currency: pi.currency.toUpperCase(), reference: pi.id, note: `Stripe ${pi.id}` });
    if (!after) return;
    applied = true;
    return { id: newId(), orderId: order.id, type: 'order.payment_received', data: { amount: pi.amount_received || pi.amount, currency: order.currency, method: ONLINE_METHOD, isPayed: after.isPayed, first: order.paidMinor === 0 } };
  });
  return applied;
}

/** A succeeded intent seen outside a webhook (the customer's reload): the same effect, once. */
export async function applySucceeded(intent: PaymentIntentRow, pi: Stripe.PaymentIntent): Promise<boolean> {
  const db = await getDb();
  return db.transaction((tx) => succeededInTx(tx, intent, pi));
}

export async function failedInTx(tx: Tx, intent: PaymentIntentRow, pi: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'last_payment_error'>, at: Date): Promise<boolean> {
  return changeLockedOrderWithin(tx, intent.orderId, async (order) => {
    await setIntentStatus(tx, intent.id, pi.status);
    const error = pi.last_payment_error;
    const issue = { code: error?.decline_code ?? error?.code ?? 'payment_failed', message: error?.message ?? '', date: at.toISOString(), intentId: pi.id };
    await appendPaymentIssue(tx, order.id, issue);
    return { id: newId(), orderId: order.id, type: 'order.payment_failed', data: { code: issue.code } };
  });
}

/**
 * Refunds the processor confirmed (status succeeded), each recorded once as a negative payment.
 * One a staff member asked for (its request's id in the refund's metadata) is recorded in their
 * name with their note: the payments table stays the audit log of who refunded what
 * (docs/payments.md#staff-refunds).
 */
export async function refundsInTx(tx: Tx, intent: PaymentIntentRow, refunds: Pick<Stripe.Refund, 'id' | 'amount' | 'currency' | 'status' | 'metadata'>[]): Promise<number> {
  let recorded = 0;
  await changeLockedOrderWithin(tx, intent.orderId, async (locked) => {
    let order = locked;
    for (const refund of refunds) {
      if (refund.status !== 'succeeded') continue;
      const requestId = refund.metadata?.refundRequestId;
      const request = requestId ? await findOnlineRefundById(tx, requestId) : null;
      const asked = request?.orderId === order.id && request.reason === 'staff' ? request : null;
      const note = asked?.note ? `${asked.note} (Stripe refund ${refund.id})` : `Stripe refund ${refund.id}`;
      const after = await moneyMoved(tx, order, { amountMinor: -refund.amount, currency: refund.currency.toUpperCase(), reference: refund.id, note, accountId: asked?.accountId });
      if (!after) continue;
      order = after;
      recorded += refund.amount;
    }
    if (recorded > 0) return { id: newId(), orderId: order.id, type: 'order.refunded', data: { amount: recorded, currency: order.currency, method: ONLINE_METHOD, isPayed: order.isPayed } };
  });
  return recorded;
}
