import 'server-only';
import { insertHistory, updateOrder } from '@/db/orders';
import { releaseSlot } from '@/db/pickup-slots';
import type { OrderStatus } from '@/db/schema/orders';
import type { Principal } from '@/lib/auth/session';
import { newId } from '@/lib/ids';
import { certificateSigner, certifyOnCompletion } from '@/lib/certificates/issue';
import { invoiceOnTransition } from '@/lib/invoices/issue';
import { statusEvent } from '@/lib/notifications/events';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { refundOwedOnline } from '@/lib/payments/refunds';
import { queueOwedRefund } from '@/lib/payments/refund-queue';
import { changeLockedOrder } from './concurrency';
import type { Precondition } from './etag';
import { applyQuoteAnswer } from './quote-answer';
import { getOrder } from './read';
import { answerOfTransition, canTransition, flagsFor } from './status';
import { invalidTransition } from './transition-error';

/**
 * POST /api/sip/orders/{id}/transitions: one step of docs/decisions.md#statuses, checked against the
 * caller's role and the order's logistics, recorded in the history (who, when, note), under the
 * caller's If-Match (docs/decisions.md#order-concurrency). A customer's step out of quote_pending
 * is their answer to the quote (lib/orders/quote-answer.ts); staff have no plain step out of it.
 */
export async function transitionOrder(id: string, to: OrderStatus, note: string, principal: Principal | null, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const role = principal?.role ?? 'customer';
  // Loaded before the transaction: the signing key is read or made with the pool, never inside a tx (docs/certificates.md#keys).
  const signer = to === 'completed' ? await certificateSigner() : null;
  await changeLockedOrder(id, principal, precondition, async (tx, order, index) => {
    const kind = order.logisticOption.kind;
    if (!canTransition(order.status, to, role, kind)) throw invalidTransition(order.status, to, locale);
    const answer = answerOfTransition(order.status, to, kind);
    if (answer) return applyQuoteAnswer(tx, order, { answer, note, channel: null }, principal, index);
    const changes: Parameters<typeof updateOrder>[2] = { status: to, ...flagsFor(to, order, { from: order.status, by: role }) };
    // A cancelled order owes nothing (docs/decisions.md#quote-consent).
    if (to === 'cancelled') Object.assign(changes, { totalMinor: 0, estimatedPrice: { ...order.estimatedPrice, estimatedPrice: 0 } });
    await updateOrder(tx, order.id, changes);
    // Everything paid by card goes back, queued with the cancellation itself (docs/payments.md#refund-retries).
    if (to === 'cancelled') await queueOwedRefund(tx, { ...order, status: to, totalMinor: 0 }, 'cancelled');
    // A cancelled pick-up gives its slot's place back (docs/decisions.md#pickup-slots).
    if (to === 'cancelled' && order.logisticOption.slot) await releaseSlot(tx, order.cartId);
    await insertHistory(tx, { id: newId(), orderId: order.id, status: to, date: new Date(), accountId: principal?.accountId ?? null, role: principal?.role ?? 'guest', note });
    // Certificates first, so the invoice issued in the same step can print their links (docs/certificates.md#issuance).
    if (signer) await certifyOnCompletion(tx, order, signer, index);
    await invoiceOnTransition(tx, order, to); // docs/invoices.md#issuance
    return statusEvent(order.id, order.status, to);
  });
  await refundOwedOnline(id); // what the change queued, sent after the commit: docs/payments.md#refunds
  return getOrder(id, principal);
}
