import { reissueInvoice } from '@/lib/invoices/issue';
import { changeLockedOrder } from './concurrency';
import type { Precondition } from './etag';
import 'server-only';
import { listOnlineRefunds, refundsInFlight } from '@/db/online-payments';
import { getDb, type Executor } from '@/db/client';
import { findOrder } from '@/db/orders';
import { insertPayment, listPayments, setOrderPaid } from '@/db/payments';
import type { Principal } from '@/lib/auth/session';
import { assertStaff } from '@/lib/admin/orders';
import { ApiError } from '@/lib/errors';
import { newId } from '@/lib/ids';
import { manualPaymentProvider } from '@/lib/logistics/drivers';
import { majorToMinor, minorToMajor } from '@/lib/money';
import { PaymentsSummarySchema, type PaymentBody, type PaymentsSummary } from '@/lib/schemas/logistics';
import { paymentEvent } from '@/lib/notifications/events';
import { assertOrderAccess } from './access';
import { paymentFlags, paymentRefusal, refundOwed } from './payment-rules';

/**
 * POST /api/sip/orders/{id}/payments (staff of the order's store, admins): records a payment
 * taken in store, or a refund (negative, up to what was paid; docs/decisions.md#refunds): the
 * payments table is its audit log (who, when, amount, method, note), and sets the order's paid sum and flags
 * under the order's row lock (docs/decisions.md#payments). The rules are payment-rules.ts.
 */
export async function recordPayment(orderId: string, body: PaymentBody, principal: Principal | null, precondition: Precondition = null): Promise<PaymentsSummary> {
  assertStaff(principal);
  await changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
    const amountMinor = majorToMinor(body.amount);
    const refusal = paymentRefusal(order, { amountMinor, currency: body.currency });
    if (refusal) throw new ApiError(refusal, refusal === 'validation_failed' ? { errors: [{ path: 'amount', message: 'A non-zero amount in cents' }] } : {});
    await manualPaymentProvider.collect({ orderId, amountMinor, currency: body.currency, method: body.method });
    await insertPayment(tx, { id: newId(), orderId, amountMinor, currency: body.currency, method: body.method, accountId: principal.accountId, note: body.note });
    const paidMinor = order.paidMinor + amountMinor;
    const { isPayed, hasPaymentConfirmation } = paymentFlags(order.totalMinor, paidMinor);
    await setOrderPaid(tx, orderId, { paidMinor, isPayed, hasPaymentConfirmation });
    // A payment on a completed order corrects its invoice: credit note and a new one (docs/invoices.md#immutability).
    if (order.status === 'completed') await reissueInvoice(tx, order, 'payment_corrected');
    return paymentEvent(order.id, { amountMinor, currency: body.currency, method: body.method, isPayed });
  });
  return orderPayments(orderId, principal);
}

/** GET /api/sip/orders/{id}/payments: what was paid, by whom and when, and what is due. */
export async function orderPayments(orderId: string, principal: Principal | null, executor?: Executor): Promise<PaymentsSummary> {
  assertStaff(principal);
  const db = executor ?? (await getDb());
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  const payments = await listPayments(db, orderId);
  const flags = paymentFlags(order.totalMinor, order.paidMinor);
  return PaymentsSummarySchema.parse({
    payments: payments.map((p) => ({ id: p.id, amount: minorToMajor(p.amountMinor), currency: p.currency, method: p.method, note: p.note, by: p.byEmail, createdAt: p.createdAt.toISOString() })),
    paid: minorToMajor(order.paidMinor),
    due: minorToMajor(order.status === 'cancelled' ? 0 : flags.dueMinor),
    refundOwed: minorToMajor(Math.max(0, refundOwed(order) - (await refundsInFlight(db, orderId)))),
    isPayed: order.isPayed,
    hasPaymentConfirmation: order.hasPaymentConfirmation,
    onlineRefunds: (await listOnlineRefunds(db, orderId)).map((r) => ({
      id: r.id,
      amount: minorToMajor(r.amountMinor),
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
      lastError: r.lastError,
      refunds: r.parts.map((p) => p.refundId),
      createdAt: r.createdAt.toISOString(),
    })),
  });
}
