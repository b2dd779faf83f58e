import 'server-only';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import { listIntents } from '@/db/online-payments';
import type { Principal } from '@/lib/auth/session';
import { assertStaff } from '@/lib/admin/orders';
import { ApiError, notFound } from '@/lib/errors';
import { log } from '@/lib/observability/log';
import { assertOrderAccess } from '@/lib/orders/access';
import { refundOwed } from '@/lib/orders/payment-rules';
import { majorToMinor, minorToMajor } from '@/lib/money';
import { configuredStripe, isProviderOutage } from './stripe-client';

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
 * What the order owes back (cancelled before work: everything paid; a declined or reduced quote:
 * what was paid above the new total) refunded online, after the change that caused it committed.
 * A failure is logged, not thrown: the change stands, and staff see `refundOwed` on the order.
 */
export async function refundOwedOnline(orderId: string, reason: 'cancelled' | 'quote'): Promise<void> {
  if (!configuredStripe()) return;
  const db = await getDb();
  const order = await findOrder(db, orderId);
  if (!order) return;
  const owed = refundOwed(order);
  if (owed <= 0) return;
  try {
    await sendOnlineRefund(orderId, { amountMinor: owed, reason, key: `${reason}:${order.paidMinor}:${order.totalMinor}` });
  } catch (error) {
    log.error('Automatic online refund failed', { orderId, owed, error: (error as Error).message });
  }
}

/** POST /api/sip/orders/{id}/online-refunds (admins, and staff of the order's store): a partial refund to the card. */
export async function staffOnlineRefund(orderId: string, body: { amount: number; note: string; requestKey: string }, principal: Principal | null): Promise<{ refunded: number; refunds: string[] }> {
  assertStaff(principal);
  if (!configuredStripe()) throw notFound();
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const amountMinor = majorToMinor(body.amount);
  const paidOnline = (await listIntents(db, orderId)).filter((i) => i.status === 'succeeded').reduce((s, i) => s + i.amountMinor, 0);
  if (amountMinor > Math.min(order.paidMinor, paidOnline)) throw new ApiError('refund_exceeds_paid');
  try {
    const result = await sendOnlineRefund(orderId, { amountMinor, reason: body.note || 'staff', key: `staff:${body.requestKey}` });
    return { refunded: minorToMajor(result.refunded), refunds: result.refunds };
  } catch (error) {
    if (isProviderOutage(error)) throw new ApiError('payment_provider_unavailable');
    throw error;
  }
}
