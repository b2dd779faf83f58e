/**
 * Online payments' configuration (docs/payments.md#configuration): on only when the secret key,
 * the publishable key and the webhook's endpoint secret are all set. STRIPE_API_BASE points the
 * SDK elsewhere (the tests' local stand-in, http://127.0.0.1:3901); unset, it talks to Stripe.
 */
export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

export function stripeConfig(env: Record<string, string | undefined> = process.env): StripeConfig | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !publishableKey || !webhookSecret) return null;
  return { secretKey, publishableKey, webhookSecret, api: apiBase(env.STRIPE_API_BASE) };
}

function apiBase(base: string | undefined): StripeConfig['api'] {
  if (!base) return null;
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export const onlinePaymentsEnabled = (env?: Record<string, string | undefined>) => stripeConfig(env) !== null;
