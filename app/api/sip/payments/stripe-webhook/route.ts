import * as contracts from '@/lib/contracts/online-payments';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { receiveStripeWebhook } from '@/lib/payments/webhook';

// Stripe's signed events (docs/payments.md#webhooks): the signature is checked on the exact bytes, so the body is read as text here.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // POST /api/sip/payments/stripe-webhook — public, signed
  POST: endpoint(contracts.stripeWebhook, async ({ req }) => json(await receiveStripeWebhook(await req.text(), req.headers.get('stripe-signature')))),
});
