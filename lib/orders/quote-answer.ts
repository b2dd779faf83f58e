import 'server-only';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import type { Executor } from '@/db/client';
import { answerBasket, insertBasket, insertHistory, loadOrderParts, updateOrder, updateOrderItemServices, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { promisedDate } from '@/lib/carts/business-days';
import { storeCalendar } from '@/lib/carts/logistics';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import { majorToMinor } from '@/lib/money';
import { statusEvent, type OrderEvent } from '@/lib/notifications/events';
import { toWireBasket, toWireCommissions, toWireEstimatedPrice } from '@/lib/pricing';
import type { Locale } from '@/lib/schemas/common';
import type { ConsentChannel, QuoteAnswer } from '@/lib/schemas/constants';
import type { Order, QuoteAnswerBody } from '@/lib/schemas/orders';
import { refundOwedOnline } from '@/lib/payments/refunds';
import { queueOwedRefund } from '@/lib/payments/refund-queue';
import { paymentFlags } from './payment-rules';
import { changeLockedOrder } from './concurrency';
import type { Precondition } from './etag';
import { getOrder } from './read';
import { priceOrderBasket } from './repricing';
import { canAnswerQuote, flagsFor, statusAfterAnswer } from './status';
import { invalidTransition } from './transition-error';

type Answer = { answer: QuoteAnswer; note: string; channel: ConsentChannel | null };

/**
 * POST /api/sip/orders/{id}/quote-answer (docs/decisions.md#quote-consent): the customer accepts or
 * declines the pending quote; staff may record the customer's answer only on their behalf, saying
 * how the customer gave it (`channel`) and what they said (`note`), both required.
 */
export async function answerQuote(id: string, body: QuoteAnswerBody, principal: Principal | null, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const role = principal?.role ?? 'customer';
  const staff = role !== 'customer';
  const t = apiMessages(locale, 'OrderLife');
  const errors = [
    ...(staff && !body.channel ? [{ path: 'channel', message: t('errors.channelRequired') }] : []),
    ...(staff && !body.note ? [{ path: 'note', message: t('errors.noteRequired') }] : []),
    ...(!staff && body.channel ? [{ path: 'channel', message: t('errors.channelStaffOnly') }] : []),
  ];
  if (errors.length) throw new ApiError('validation_failed', { errors });
  await changeLockedOrder(id, principal, precondition, async (tx, order, index) => {
    if (!canAnswerQuote(order.status, role, staff)) throw invalidTransition(order.status, statusAfterAnswer(body.answer, order.logisticOption.kind), locale);
    return applyQuoteAnswer(tx, order, { answer: body.answer, note: body.note, channel: body.channel ?? null }, principal, index);
  });
  await refundOwedOnline(id); // a declined or reduced quote: the difference back to the card, sent after the commit (docs/payments.md#refunds)
  return getOrder(id, principal);
}

/**
 * The answer's effects, in the caller's transaction on the locked order. Accepted: the quote's
 * basket becomes the one the order is priced by (total, VAT, Bonus Réparation and the split by the
 * store's contract, all computed by lib/pricing when the quote was made), its services the items'.
 * Declined: nothing is repaired; what is owed is priced by the same engine with no services
 * (the delivery, and a fixed service fee if the store has one), kept as a 'declined' basket.
 * Every earlier basket stays as it was: the history of the money.
 */
export async function applyQuoteAnswer(tx: Executor, order: OrderRow, answer: Answer, principal: Principal | null, index: CatalogueIndex): Promise<OrderEvent> {
  const { baskets, items } = await loadOrderParts(tx, order);
  const quote = baskets.findLast((b) => b.step === 'quote' && !b.answer)!;
  const to = statusAfterAnswer(answer.answer, order.logisticOption.kind);
  const by = answer.channel ? 'on_behalf' : (principal?.role ?? 'customer');
  const changes: Parameters<typeof updateOrder>[2] = { status: to, ...flagsFor(to, order, { from: order.status, by }) };
  if (answer.answer === 'accepted') {
    const revised = quote.revisedServices ?? {};
    const replaced = Object.fromEntries(items.filter((i) => revised[i.id]).map((i) => [i.id, i.subServices]));
    await answerBasket(tx, order.id, quote.index, 'accepted', replaced);
    const total = quote.costToUser.total;
    // A rejected warranty claim's quote, accepted: the booking becomes a paid one (docs/counter.md#warranty-claim).
    if (order.bookingType === 'warranty' && order.warranty?.claim?.status === 'rejected') {
      Object.assign(changes, { bookingType: 'paid', warrantyStatus: 'no_warranty', paymentMethod: 'pay_on_collection' });
    }
    Object.assign(changes, {
      totalMinor: majorToMinor(total),
      estimatedPrice: quote.estimatedPrice ?? { ...order.estimatedPrice, estimatedPrice: total },
      comissions: quote.comissions ?? order.comissions,
      // The item is at the atelier: the accepted work's longest lead time, then the way back.
      estimatedCompletionDate: promisedDate(
        {
          from: new Date(),
          onwardDays: 0,
          leadTimeDays: items.flatMap((item) => revised[item.id] ?? item.subServices).map((s) => s.leadTimeDays),
          returnDays: order.logisticOption.returnTransitDays,
        },
        storeCalendar(index, order.storeId),
      ),
    });
  } else {
    await answerBasket(tx, order.id, quote.index, 'declined');
    const owed = priceOrderBasket(order, [], index, null);
    const basket = toWireBasket(owed, { isValidated: true, step: 'declined' });
    await insertBasket(tx, {
      orderId: order.id,
      index: baskets.length,
      step: 'declined',
      isValidated: true,
      currency: order.currency,
      costToUser: basket.costToUser,
      items: basket.items,
      note: [],
      discountCode: null,
      comissions: toWireCommissions(owed),
      estimatedPrice: toWireEstimatedPrice(owed),
      createdByAccountId: principal?.accountId ?? null,
    });
    Object.assign(changes, { totalMinor: owed.totals.total, estimatedPrice: toWireEstimatedPrice(owed), comissions: toWireCommissions(owed) });
  }
  // The new total moves what the interface says of the payment: a quote above what was paid is not paid in full any more
  // (its difference is due: docs/payments.md#quote-difference), one at or below it is.
  const { isPayed, hasPaymentConfirmation } = paymentFlags(changes.totalMinor ?? order.totalMinor, order.paidMinor);
  Object.assign(changes, { isPayed, hasPaymentConfirmation });
  await updateOrder(tx, order.id, changes);
  // A declined or reduced quote: what was paid above the new total goes back to the card, queued with the answer (docs/payments.md#refund-retries).
  await queueOwedRefund(tx, { ...order, status: to, totalMinor: changes.totalMinor ?? order.totalMinor }, 'quote');
  // The items after the order: one version for the whole answer (docs/decisions.md#order-concurrency).
  if (answer.answer === 'accepted') {
    for (const [orderItemId, services] of Object.entries(quote.revisedServices ?? {})) await updateOrderItemServices(tx, order.id, orderItemId, services);
  }
  await insertHistory(tx, {
    id: newId(),
    orderId: order.id,
    status: to,
    date: new Date(),
    accountId: principal?.accountId ?? null,
    role: principal?.role ?? 'guest',
    note: answer.note,
    onBehalf: answer.channel,
  });
  return statusEvent(order.id, order.status, to); // for changeLockedOrder's outbox
}

