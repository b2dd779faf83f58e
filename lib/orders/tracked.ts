import 'server-only';
import type { OrderStatus } from '@/db/schema/orders';
import { notFound } from '@/lib/errors';
import type { Locale } from '@/lib/schemas/common';
import type { Order, OrderCommentBody, QuoteAnswerBody } from '@/lib/schemas/orders';
import { postOrderComment } from './comments';
import type { Precondition } from './etag';
import { answerQuote } from './quote-answer';
import { getOrder } from './read';
import { forgiveAttempt, takeAttempt } from '@/lib/auth/throttle';
import { orderAccessFromTrackingToken, TRACKING_LIMITS } from './tracking';
import { transitionOrder } from './transitions';
import { readOnlinePayment, startOnlinePayment } from '@/lib/payments/online';
import type { OnlinePaymentView, StartPaymentBody } from '@/lib/payments/rules';

/**
 * The order a link opens, for `client` (its address). Every try is counted first and a token that
 * opens an order gives it back, so only misses add up: past TRACKING_LIMITS.missesPerClient in the
 * window, 429 before any lookup (guessing ran at 315 tries/s; docs/notifications.md#tracking-limits).
 */
async function access(token: string, client: string) {
  const key = `track-miss:${client}`;
  await takeAttempt([key], { max: TRACKING_LIMITS.missesPerClient, windowMs: TRACKING_LIMITS.windowMs });
  const found = await orderAccessFromTrackingToken(token);
  if (!found) throw notFound();
  await forgiveAttempt(key);
  return found;
}

/** GET /api/sip/track/{token}: the order the link was made for, as its customer sees it. */
export async function getTrackedOrder(token: string, client: string): Promise<Order> {
  const { orderId, principal } = await access(token, client);
  return getOrder(orderId, principal);
}

/** POST /api/sip/track/{token}/transitions: what the customer may do (cancel a booking, answer a quote), on that order only. */
export async function transitionTrackedOrder(token: string, client: string, to: OrderStatus, note: string, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const { orderId, principal } = await access(token, client);
  return transitionOrder(orderId, to, note, principal, locale, precondition);
}

/** POST /api/sip/track/{token}/quote-answer: the customer's answer to the pending quote, in their own name (a link never speaks for staff). */
export async function answerTrackedQuote(token: string, client: string, body: QuoteAnswerBody, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const { orderId, principal } = await access(token, client);
  return answerQuote(orderId, body, principal, locale, precondition);
}

/** POST /api/sip/track/{token}/comments: a message (or request) on the order's thread, as its customer (docs/atelier.md#messages). */
export async function postTrackedComment(token: string, client: string, body: OrderCommentBody, locale: Locale): Promise<Order> {
  const { orderId, principal } = await access(token, client);
  return postOrderComment(orderId, body, principal, locale, client);
}

/**
 * GET and POST /api/sip/track/{token}/online-payment: the e-mail's "Pay again" link with no sign-in
 * (docs/payments.md#pay-again). The token's order only, as its customer: an account holder's order
 * is paid in the account's name (its Stripe Customer), and the intent is the one the signed-in page opens.
 */
export async function readTrackedOnlinePayment(token: string, client: string): Promise<OnlinePaymentView> {
  const { orderId, principal } = await access(token, client);
  return readOnlinePayment(orderId, principal);
}

export async function startTrackedOnlinePayment(token: string, client: string, body: StartPaymentBody): Promise<OnlinePaymentView> {
  const { orderId, principal } = await access(token, client);
  return startOnlinePayment(orderId, body, principal);
}
