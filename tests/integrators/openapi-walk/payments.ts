import * as intentRoute from '@/app/api/sip/orders/[id]/online-payment/route';
import * as refundsRoute from '@/app/api/sip/orders/[id]/online-refunds/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as webhookRoute from '@/app/api/sip/payments/stripe-webhook/route';
import * as trackedIntentRoute from '@/app/api/sip/track/[token]/online-payment/route';
import { getDb } from '@/db/client';
import { issueTrackingToken } from '@/lib/orders/tracking';
import { expect } from 'vitest';
import { call } from '../../helpers/http';
import { readyCart } from '../../helpers/booking';
import { CARDS, startFakeStripe, pointAppAtFakeStripe } from '../../helpers/fake-stripe';
import { record } from './record';

/** A guest's card payment through the local Stripe stand-in (also through the tracking link), its webhook, a staff refund (docs/payments.md). */
export async function walkOnlinePayment(admin: Record<string, string>): Promise<void> {
  const fake = await startFakeStripe();
  const restore = pointAppAtFakeStripe(fake);
  try {
    const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart({ optionKind: 'postal_label' })).id, paymentMethod: 'card', language: 'fr' } });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.json.id as string;
    const started = await record('startOnlinePayment', intentRoute.POST, { method: 'POST', body: { currency: 'EUR' }, params: { id } });
    // The e-mail's "Pay again" link: the same intent through the tracking token (docs/payments.md#pay-again).
    const token = await issueTrackingToken(await getDb(), id);
    const tracked = await record('startTrackedOnlinePayment', trackedIntentRoute.POST, { method: 'POST', body: {}, params: { token } });
    expect(tracked.json.intent.id).toBe(started.json.intent.id);
    await fake.confirm(started.json.intent.id, CARDS.ok);
    const event = fake.events.findLast((e) => e.type === 'payment_intent.succeeded')!;
    await record('stripeWebhook', webhookRoute.POST, { method: 'POST', rawBody: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.header } });
    await record('getOnlinePayment', intentRoute.GET, { params: { id } });
    await record('getTrackedOnlinePayment', trackedIntentRoute.GET, { params: { token } });
    await record('refundOnline', refundsRoute.POST, { method: 'POST', body: { amount: 5, note: 'Button replaced for free.', requestKey: 'refund-goodwill-0001' }, params: { id }, headers: admin });
  } finally {
    restore();
    await fake.close();
  }
}
