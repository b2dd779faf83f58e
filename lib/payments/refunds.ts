import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import { listIntents, onlineNet, refundsInFlight } from '@/db/online-payments';
import type { Principal } from '@/lib/auth/session';
import { assertStaff } from '@/lib/admin/orders';
import { ApiError, notFound } from '@/lib/errors';
import { log } from '@/lib/observability/log';
import { assertOrderAccess } from '@/lib/orders/access';
import { majorToMinor, minorToMajor } from '@/lib/money';
import { configuredStripe, isProviderOutage } from './stripe-client';
import { sendDueRefunds } from './refund-queue';

export type RefundRequest = { amountMinor: number; reason: string; key: string };

/**
 * Sends refunds to the processor against the order's paid intents, newest first, never more
 * than each took. Recording them is the processor's answer's job (charge.refunded → a negative
 * payment, docs/payments.md#refunds): a refund Stripe refuses is never booked. The idempotency
 * key is made of the order's state: the same request twice is one refund.
 */
export async function sendOnlineRefund(orderId: string, request: RefundRequest): Promise<{ refunded: number; refunds: string[] }> {
  const configured = configuredStripe();
  if (!configured) return { refunded: 0, refunds: [] };
  const db = await getDb();
  const paid = (await listIntents(db, orderId)).filter((i) => i.status === 'succeeded');
  let left = request.amountMinor;
  const refunds: string[] = [];
  for (const intent of paid) {
    if (left <= 0) break;
    const amount = Math.min(left, intent.amountMinor);
    const refund = await configured.stripe.refunds.create(
      { payment_intent: intent.id, amount, reason: 'requested_by_customer', metadata: { orderId, reason: request.reason } },
      { idempotencyKey: `reprise:refund:${orderId}:${intent.id}:${request.key}:${amount}` },
    );
    refunds.push(refund.id);
    left -= amount;
  }
  return { refunded: request.amountMinor - left, refunds };
}

/**
 * Right after the change that owed a refund committed (a cancellation, a quote answer), the
 * refund it queued (lib/payments/refund-queue.ts, in the change's transaction) is sent at once; a
 * failure leaves it to the outbox round's retries (docs/payments.md#refund-retries), never thrown:
 * the change stands, and staff see the refund and its state on the order.
 */
export async function refundOwedOnline(orderId: string): Promise<void> {
  if (!configuredStripe()) return;
  try {
    await sendDueRefunds(await getDb(), { orderId });
  } catch (error) {
    log.error('Sending an online refund failed', { orderId, error: (error as Error).message });
  }
}

/** POST /api/sip/orders/{id}/online-refunds (admins, and staff of the order's store): a partial refund to the card. */
export async function staffOnlineRefund(orderId: string, body: { amount: number; note: string; requestKey: string }, principal: Principal | null): Promise<{ refunded: number; refunds: string[] }> {
  assertStaff(principal);
  if (!configuredStripe()) throw notFound();
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const amountMinor = majorToMinor(body.amount);
  // What the card still holds, less the refunds already on their way back (queued or awaiting Stripe's confirmation): never refunded twice.
  const refundable = Math.min(order.paidMinor, await onlineNet(db, orderId)) - (await refundsInFlight(db, orderId));
  if (amountMinor > refundable) throw new ApiError('refund_exceeds_paid');
  try {
    const result = await sendOnlineRefund(orderId, { amountMinor, reason: body.note || 'staff', key: `staff:${body.requestKey}` });
    return { refunded: minorToMajor(result.refunded), refunds: result.refunds };
  } catch (error) {
    if (isProviderOutage(error)) throw new ApiError('payment_provider_unavailable');
    throw error;
  }
}
