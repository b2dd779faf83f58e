import 'server-only';
import Stripe from 'stripe';
import { stripeConfig, type StripeConfig } from './config';

let cached: { key: string; client: Stripe } | null = null;

/** The SDK client for the current configuration (re-made when the environment changes, as tests do). */
export function stripeClient(config: StripeConfig): Stripe {
  const key = JSON.stringify(config);
  if (cached?.key === key) return cached.client;
  const client = new Stripe(config.secretKey, {
    // The SDK retries network failures with the same idempotency key: a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'Reprise' },
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
  cached = { key, client };
  return client;
}

export function configuredStripe(): { config: StripeConfig; stripe: Stripe } | null {
  const config = stripeConfig();
  return config ? { config, stripe: stripeClient(config) } : null;
}

/** The SDK's failures that mean "Stripe could not be reached or failed": the customer may try again. */
export function isProviderOutage(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
}
