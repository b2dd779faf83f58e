import 'server-only';
import type { OrderStatus } from '@/db/schema/orders';
import { notFound } from '@/lib/errors';
import type { Locale } from '@/lib/schemas/common';
import type { Order, QuoteAnswerBody } from '@/lib/schemas/orders';
import type { Precondition } from './etag';
import { answerQuote } from './quote-answer';
import { getOrder } from './read';
import { orderAccessFromTrackingToken } from './tracking';
import { transitionOrder } from './transitions';

async function access(token: string) {
  const found = await orderAccessFromTrackingToken(token);
  if (!found) throw notFound();
  return found;
}

/** GET /api/sip/track/{token}: the order the link was made for, as its customer sees it. */
export async function getTrackedOrder(token: string): Promise<Order> {
  const { orderId, principal } = await access(token);
  return getOrder(orderId, principal);
}

/** POST /api/sip/track/{token}/transitions: what the customer may do (cancel a booking, answer a quote), on that order only. */
export async function transitionTrackedOrder(token: string, to: OrderStatus, note: string, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const { orderId, principal } = await access(token);
  return transitionOrder(orderId, to, note, principal, locale, precondition);
}

/** POST /api/sip/track/{token}/quote-answer: the customer's answer to the pending quote, in their own name (a link never speaks for staff). */
export async function answerTrackedQuote(token: string, body: QuoteAnswerBody, locale: Locale, precondition: Precondition = null): Promise<Order> {
  const { orderId, principal } = await access(token);
  return answerQuote(orderId, body, principal, locale, precondition);
}
