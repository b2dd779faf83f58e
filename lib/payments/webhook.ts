import 'server-only';
import type Stripe from 'stripe';
import { getDb } from '@/db/client';
import { findIntent, recordPaymentEvent, setEventOutcome } from '@/db/online-payments';
import { ApiError, notFound } from '@/lib/errors';
import { log } from '@/lib/observability/log';
import { failedInTx, refundsInTx, succeededInTx } from './apply';
import { configuredStripe, isProviderOutage } from './stripe-client';

export type WebhookAnswer = { received: true; duplicate: boolean; outcome: string };

/**
 * POST /api/sip/payments/stripe-webhook (docs/payments.md#webhooks). The signature is checked on
 * the exact bytes received with the endpoint secret (bad → 400, nothing written). The event's id
 * is recorded in the transaction that applies it: a replay finds it and changes nothing; an
 * event about a payment we never opened is recorded as ignored, logged, and answered 200 (Stripe
 * would otherwise retry it for days).
 */
export async function receiveStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookAnswer> {
  const configured = configuredStripe();
  if (!configured) throw notFound();
  const { stripe, config } = configured;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
  } catch (error) {
    log.warn('Payment webhook with a bad signature', { error: (error as Error).message });
    throw new ApiError('webhook_signature_invalid');
  }
  // Refunds are read from the processor before the transaction (never a network call inside one).
  const refunds = event.type === 'charge.refunded' ? await chargeRefunds(stripe, event.data.object) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, { id: event.id, type: event.type, orderId: null, outcome: 'received', payload: event as unknown as Record<string, unknown> });
    if (!fresh) return { received: true, duplicate: true, outcome: 'replay' };
    const intentId = intentOf(event);
    const intent = intentId ? await findIntent(tx, intentId) : null;
    if (!intent) {
      log.warn('Payment webhook for an unknown payment', { eventId: event.id, type: event.type, intentId });
      await setEventOutcome(tx, event.id, intentId ? 'unknown_payment' : 'ignored_type', null);
      return { received: true, duplicate: false, outcome: intentId ? 'unknown_payment' : 'ignored_type' };
    }
    let applied = false;
    if (event.type === 'payment_intent.succeeded') applied = await succeededInTx(tx, intent, event.data.object);
    else if (event.type === 'payment_intent.payment_failed') applied = await failedInTx(tx, intent, event.data.object, new Date(event.created * 1000));
    else if (event.type === 'charge.refunded' && refunds) applied = (await refundsInTx(tx, intent, refunds)) > 0;
    const outcome = applied ? 'applied' : 'no_change';
    await setEventOutcome(tx, event.id, outcome, intent.orderId);
    log.info('Payment webhook taken in', { eventId: event.id, type: event.type, orderId: intent.orderId, outcome });
    return { received: true, duplicate: false, outcome };
  });
}

function intentOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return event.data.object.id;
    case 'charge.refunded': {
      const pi = event.data.object.payment_intent;
      return typeof pi === 'string' ? pi : (pi?.id ?? null);
    }
    default:
      return null;
  }
}

/** The charge's refunds as the processor lists them now (a webhook's copy may be partial or absent). */
async function chargeRefunds(stripe: Stripe, charge: Stripe.Charge): Promise<Stripe.Refund[]> {
  const pi = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!pi) return [];
  try {
    const list = await stripe.refunds.list({ payment_intent: pi, limit: 100 });
    return list.data;
  } catch (error) {
    // Unreachable: 503, the event is not recorded, and Stripe delivers it again later.
    if (isProviderOutage(error)) throw new ApiError('payment_provider_unavailable');
    throw error;
  }
}
