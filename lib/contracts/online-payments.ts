import * as z from 'zod';
import { OnlinePaymentSchema, StartPaymentBodySchema } from '@/lib/payments/rules';
import { OnlineRefundSchema } from '@/lib/schemas/logistics';
import { STAFF, contract, orderId } from './contract';

// Card payments online through Stripe (docs/payments.md). Off (404) unless the three STRIPE_ keys are set.

/** Why opening an intent is refused, whichever way the order is reached. */
const PAY_REFUSALS = ['payment_currency_mismatch', 'payment_order_cancelled', 'payment_not_due', 'payment_provider_unavailable'] as const;

const payment = { description: 'The order’s online payment: what is due as the server priced it, the open PaymentIntent for Stripe.js, the failed attempts.', schema: OnlinePaymentSchema };

export const getOnlinePayment = contract({
  method: 'get',
  path: '/api/sip/orders/{id}/online-payment',
  operationId: 'getOnlinePayment',
  summary: 'The order’s online payment (its holder, staff of its store, admins)',
  description: 'Who may read the order may read its payment; anyone else, and any order while online payments are off → 404.',
  tags: ['Payments'],
  auth: 'optional',
  pathParams: orderId,
  responses: { 200: payment },
  errors: ['not_found'],
});

export const startOnlinePayment = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/online-payment',
  operationId: 'startOnlinePayment',
  summary: 'Open (or find again) the PaymentIntent for what the order owes',
  description:
    'The amount is the server’s: the order’s total less what was paid (an `amount` sent is ignored). One intent per order version and amount (its idempotency key): a retry, a reload, a second card after a decline pay the same intent, never a second charge. A `currency` other than the order’s → 422. Stripe unreachable → 503 `payment_provider_unavailable`, nothing charged.',
  tags: ['Payments'],
  auth: 'optional',
  pathParams: orderId,
  body: { schema: StartPaymentBodySchema },
  responses: { 200: payment },
  errors: ['invalid_json', 'validation_failed', 'not_found', ...PAY_REFUSALS],
});

// The same through an e-mail's tracking link (docs/payments.md#pay-again): the token is the only credential, for its own order.
const trackToken = z.object({ token: z.string().meta({ description: 'The tracking link’s token (43 characters, base64url).' }) });

export const getTrackedOnlinePayment = contract({
  method: 'get',
  path: '/api/sip/track/{token}/online-payment',
  operationId: 'getTrackedOnlinePayment',
  summary: 'The online payment of the tracking link’s order, with no account',
  description: 'As `getOnlinePayment`, for the one order the token was made for (an account holder’s order too: the e-mail’s “Pay again” link needs no sign-in). Unknown, revoked or expired token, or online payments off → 404; tokens that open nothing count toward the tracking link’s limits (429).',
  tags: ['Payments'],
  auth: 'public',
  pathParams: trackToken,
  responses: { 200: payment },
  errors: ['not_found', 'rate_limited'],
});

export const startTrackedOnlinePayment = contract({
  method: 'post',
  path: '/api/sip/track/{token}/online-payment',
  operationId: 'startTrackedOnlinePayment',
  summary: 'Open (or find again) the PaymentIntent of the tracking link’s order',
  description:
    'As `startOnlinePayment`, for the one order the token was made for: the same intent as the signed-in page (one per order version and amount, reused after a decline), so paying from the e-mail and from the account never charges twice. Amount and currency are the server’s.',
  tags: ['Payments'],
  auth: 'public',
  pathParams: trackToken,
  body: { schema: StartPaymentBodySchema },
  responses: { 200: payment },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'rate_limited', ...PAY_REFUSALS],
});

export const refundOnline = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/online-refunds',
  operationId: 'refundOnline',
  summary: 'Refund part of an online payment to the card (staff, admin)',
  description:
    'Queued under the order’s lock and sent to Stripe at once (idempotency key per refund); while Stripe fails or cannot be reached it stays `pending` and is retried with backoff (docs/payments.md#refund-retries). Recorded as a negative payment, in the staff member’s name with the note, when Stripe confirms it (charge.refunded), and the invoice follows (credit note) as with any payment. The same `requestKey` again is the same refund. Above what the card still holds, less the refunds already on their way → 422 (two requests at once included).',
  tags: ['Payments'],
  auth: STAFF,
  pathParams: orderId,
  body: {
    schema: z
      .object({
        amount: z.number().positive().max(1_000_000).meta({ description: 'Major units, positive.' }),
        note: z.string().trim().max(500).default(''),
        requestKey: z.string().trim().min(8).max(100).meta({ description: 'One per refund the staff member means: the same key twice is one refund.' }),
      })
      .meta({ id: 'OnlineRefundRequest' }),
  },
  responses: {
    202: {
      description: 'Queued, and sent to Stripe unless it is unreachable; recorded when it confirms.',
      schema: OnlineRefundSchema,
    },
  },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden', 'not_found', 'refund_exceeds_paid'],
});

export const stripeWebhook = contract({
  method: 'post',
  path: '/api/sip/payments/stripe-webhook',
  operationId: 'stripeWebhook',
  summary: 'Stripe’s events (signed with the endpoint secret)',
  description:
    'The `Stripe-Signature` header is checked on the exact body with STRIPE_WEBHOOK_SECRET: bad → 400, nothing written. Each event takes effect once, by its id (a replay → 200, `duplicate: true`). An event about a payment Reprise never opened → 200, logged. payment_intent.succeeded, payment_intent.payment_failed and charge.refunded change the order; the others are recorded.',
  tags: ['Payments'],
  auth: 'public',
  headers: [{ name: 'Stripe-Signature', description: 't=…,v1=… as Stripe signs.' }],
  responses: { 200: { description: 'Taken in (or already).', schema: z.object({ received: z.literal(true), duplicate: z.boolean(), outcome: z.string() }) } },
  errors: ['webhook_signature_invalid', 'not_found', 'payment_provider_unavailable'],
});
