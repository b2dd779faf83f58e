import 'server-only';
import { getDb } from '@/db/client';
import { findOnlineRefund, insertOnlineRefund, onlineNet, refundsInFlight, type OnlineRefundRow } from '@/db/online-payments';
import type { Principal } from '@/lib/auth/session';
import { assertStaff } from '@/lib/admin/orders';
import { ApiError, notFound } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { log } from '@/lib/observability/log';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { majorToMinor, minorToMajor } from '@/lib/money';
import { cardRefundable } from './rules';
import { configuredStripe } from './stripe-client';
import { sendDueRefunds } from './refund-queue';

/**
 * Right after the change that owed a refund committed (a cancellation, a quote answer, a staff
 * refund), the refund it queued (lib/payments/refund-queue.ts, in the change's transaction) is
 * sent at once; a failure leaves it to the outbox round's retries (docs/payments.md#refund-retries),
 * never thrown: the change stands, and staff see the refund and its state on the order.
 */
export async function refundOwedOnline(orderId: string): Promise<void> {
  if (!configuredStripe()) return;
  try {
    await sendDueRefunds(await getDb(), { orderId });
  } catch (error) {
    log.error('Sending an online refund failed', { orderId, error: (error as Error).message });
  }
}

export type StaffRefundAnswer = { id: string; status: OnlineRefundRow['status']; amount: number; refunded: number; refunds: string[] };

/**
 * POST /api/sip/orders/{id}/online-refunds (admins, and staff of the order's store): a partial
 * refund to the card (docs/payments.md#staff-refunds). Queued in `online_refunds` under the
 * order's row lock, so two requests at once cannot both take what the card still holds (the
 * second sees the first in flight → 422), with If-Match like every change of an order (412 on a
 * stale version); the same `requestKey` again is the same refund. Then
 * sent as every owed refund is (retried by the outbox round while Stripe fails or is unreachable:
 * the answer says `pending`), and recorded as a negative payment, with this request's note and
 * author, when Stripe confirms it (charge.refunded); the invoice follows as for any payment.
 */
export async function staffOnlineRefund(orderId: string, body: { amount: number; note: string; requestKey: string }, principal: Principal | null, precondition: Precondition = null): Promise<StaffRefundAnswer> {
  assertStaff(principal);
  if (!configuredStripe()) throw notFound();
  const db = await getDb();
  const requestKey = `staff:${body.requestKey}`;
  const amountMinor = majorToMinor(body.amount);
  // The one locked change (lib/orders/concurrency.ts): lock, access, If-Match, then the refund queued.
  await changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
    const same = await findOnlineRefund(tx, order.id, requestKey);
    if (same) {
      // A double click or a retry: the refund it asked for, never a second one (another amount under the same key is a mistake).
      if (same.amountMinor !== amountMinor) throw new ApiError('validation_failed', { errors: [{ path: 'requestKey', message: 'Already used for another amount' }] });
      return;
    }
    if (amountMinor > cardRefundable(order.paidMinor, await onlineNet(tx, order.id), await refundsInFlight(tx, order.id))) throw new ApiError('refund_exceeds_paid');
    await insertOnlineRefund(tx, { id: newId(), orderId: order.id, requestKey, reason: 'staff', note: body.note, accountId: principal.accountId, amountMinor, currency: order.currency });
  });
  await refundOwedOnline(orderId);
  const row = (await findOnlineRefund(db, orderId, requestKey))!;
  return { id: row.id, status: row.status, amount: minorToMajor(row.amountMinor), refunded: minorToMajor(row.parts.reduce((s, p) => s + p.amountMinor, 0)), refunds: row.parts.map((p) => p.refundId) };
}
