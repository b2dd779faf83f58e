import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints Reprise uses (docs/payments.md#tests): Customers,
 * PaymentIntents (create, retrieve, confirm, cancel), Refunds (create, list). It keeps state,
 * honours Idempotency-Key as Stripe does (same key → the first answer again), and builds events
 * signed exactly as Stripe signs them (the SDK's generateTestHeaderString). The official SDK is
 * pointed at it with STRIPE_API_BASE (its host/port/protocol options). Bound to 127.0.0.1 on a
 * port of the 3900–3999 block (one range per test worker). Reused by the e2e (e2e/payments.spec.ts).
 */

type Obj = Record<string, unknown>;
export type FakeEvent = { id: string; payload: string; header: string; type: string };

/** The test cards: a PaymentMethod id as Stripe's test mode names them. */
export const CARDS = { ok: 'pm_card_visa', declined: 'pm_card_chargeDeclined', threeDsFails: 'pm_card_authenticationRequiredChargeDeclined' } as const;

export type FakeStripe = {
  base: string;
  port: number;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  intents: Map<string, Obj>;
  customers: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** How many create calls really created something (a retry with the same key creates nothing). */
  created: { intents: number; customers: number; refunds: number };
  /** Every request, method and path: what the SDK asked. */
  requests: { method: string; path: string; idempotencyKey: string | null }[];
  /** Unreachable: every request's connection is cut until set back to false. */
  down: boolean;
  /** The next create succeeds here but its answer is lost (the connection cut): the SDK retries with the same key. */
  loseNextAnswer: boolean;
  /** Events built so far (signed), newest last. */
  events: FakeEvent[];
  /** Where events are POSTed as they happen (the app's webhook URL), or null: the test delivers them. */
  webhookUrl: string | null;
  /** An event about `object`, signed with the endpoint secret (or `secret`). */
  event(type: string, object: Obj, secret?: string): FakeEvent;
  /** Confirms an intent with a test card as Stripe.js would; emits payment_intent.succeeded / payment_failed. */
  confirm(intentId: string, paymentMethod: string): Promise<Obj>;
  /** The charge.refunded event of an intent's refunds so far. */
  refundedEvent(intentId: string): FakeEvent;
  env(): Record<string, string>;
  close(): Promise<void>;
};

const rid = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;

/** Stripe's form encoding (a[b][c]=v, a[0]=v) read back into objects. */
function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Obj;
    });
  }
  return out;
}

export async function startFakeStripe(options: { port?: number } = {}): Promise<FakeStripe> {
  const stripe = new Stripe('sk_test_fake');
  const fake: FakeStripe = {
    base: '',
    port: 0,
    secretKey: 'sk_test_reprise_local',
    publishableKey: 'pk_test_reprise_local',
    webhookSecret: 'whsec_reprise_local_secret',
    intents: new Map(),
    customers: new Map(),
    refunds: new Map(),
    created: { intents: 0, customers: 0, refunds: 0 },
    requests: [],
    down: false,
    loseNextAnswer: false,
    events: [],
    webhookUrl: null,
    event(type, object, secret) {
      const id = rid('evt');
      const payload = JSON.stringify({ id, object: 'event', api_version: '2025-01-27.acacia', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object }, pending_webhooks: 1, request: { id: null, idempotency_key: null } }, null, 2);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: secret ?? fake.webhookSecret });
      const event = { id, payload, header, type };
      fake.events.push(event);
      return event;
    },
    async confirm(intentId, paymentMethod) {
      const pi = fake.intents.get(intentId);
      if (!pi) throw new Error(`no intent ${intentId}`);
      if (pi.status === 'succeeded' || pi.status === 'canceled') return pi;
      if (paymentMethod === CARDS.ok) {
        Object.assign(pi, { status: 'succeeded', amount_received: pi.amount, payment_method: paymentMethod, last_payment_error: null, latest_charge: `ch_${String(pi.id).slice(3)}` });
        await emit(fake.event('payment_intent.succeeded', { ...pi }));
      } else {
        const threeDs = paymentMethod === CARDS.threeDsFails;
        const error = threeDs
          ? { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'The provided PaymentMethod has failed authentication.' }
          : { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
        Object.assign(pi, { status: 'requires_payment_method', payment_method: null, last_payment_error: error });
        await emit(fake.event('payment_intent.payment_failed', { ...pi }));
      }
      return pi;
    },
    refundedEvent(intentId) {
      const pi = fake.intents.get(intentId)!;
      const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
      const charge = { id: pi.latest_charge, object: 'charge', payment_intent: intentId, amount: pi.amount, amount_refunded: refunds.reduce((s, r) => s + Number(r.amount), 0), currency: pi.currency, refunded: true };
      return fake.event('charge.refunded', charge);
    },
    env() {
      return { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_PUBLISHABLE_KEY: fake.publishableKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.base };
    },
    close: async () => {},
  };

  async function emit(event: FakeEvent) {
    if (!fake.webhookUrl) return;
    await fetch(fake.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, body: event.payload }).catch(() => {});
  }

  const idempotent = new Map<string, { status: number; body: string }>();

  function handle(method: string, path: string, query: URLSearchParams, form: Obj): { status: number; body: Obj } {
    const segments = path.split('/').filter(Boolean); // v1, resource, id?, action?
    const [, resource, id, action] = segments;
    const notFound = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${resource}: '${id}'` } } };
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = { id: rid('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null, metadata: form.metadata ?? {} };
      fake.customers.set(customer.id, customer);
      fake.created.customers++;
      return { status: 200, body: customer };
    }
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        const piId = rid('pi');
        const pi: Obj = {
          id: piId, object: 'payment_intent', amount: Number(form.amount), amount_received: 0, currency: String(form.currency), customer: form.customer ?? null,
          metadata: form.metadata ?? {}, description: form.description ?? null, status: 'requires_payment_method', client_secret: `${piId}_secret_${rid('s')}`,
          last_payment_error: null, latest_charge: null, livemode: false,
        };
        fake.intents.set(piId, pi);
        fake.created.intents++;
        return { status: 200, body: pi };
      }
      const pi = id ? fake.intents.get(id) : undefined;
      if (!pi) return notFound;
      if (method === 'GET' && !action) return { status: 200, body: pi };
      if (method === 'POST' && action === 'cancel') {
        pi.status = 'canceled';
        return { status: 200, body: pi };
      }
      if (method === 'POST' && action === 'confirm') return { status: 200, body: pi }; // the browser's path is fake.confirm
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) {
        const pi = fake.intents.get(String(form.payment_intent));
        if (!pi || pi.status !== 'succeeded') return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable', message: 'This PaymentIntent has no successful charge to refund.' } } };
        const already = [...fake.refunds.values()].filter((r) => r.payment_intent === pi.id).reduce((s, r) => s + Number(r.amount), 0);
        const amount = form.amount ? Number(form.amount) : Number(pi.amount) - already;
        if (amount + already > Number(pi.amount)) return { status: 400, body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'Refund amount is greater than unrefunded amount on charge.' } } };
        const refund = { id: rid('re'), object: 'refund', amount, currency: pi.currency, payment_intent: pi.id, charge: pi.latest_charge, status: 'succeeded', metadata: form.metadata ?? {}, reason: form.reason ?? null };
        fake.refunds.set(refund.id, refund);
        fake.created.refunds++;
        return { status: 200, body: refund };
      }
      if (method === 'GET' && !id) {
        const data = [...fake.refunds.values()].filter((r) => !query.get('payment_intent') || r.payment_intent === query.get('payment_intent'));
        return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: false, data } };
      }
    }
    return notFound;
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // The e2e's stand-in for Stripe.js calls from the page's origin.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
    if (req.method === 'OPTIONS') return void res.end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
      if (fake.down) return void req.socket.destroy();
      // The browser stand-in's confirm: /test/confirm/{pi}?card=…
      if (url.pathname.startsWith('/test/confirm/')) {
        void fake.confirm(url.pathname.split('/')[3]!, url.searchParams.get('card') ?? '').then(
          (pi) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(pi)); },
          () => { res.statusCode = 404; res.end('{}'); },
        );
        return;
      }
      if (!(req.headers.authorization ?? '').includes(fake.secretKey)) {
        res.statusCode = 401;
        return void res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
      }
      const scoped = key ? `${req.method} ${url.pathname} ${key}` : null;
      let answer = scoped ? idempotent.get(scoped) : undefined;
      if (!answer) {
        const result = handle(req.method ?? 'GET', url.pathname, url.searchParams, parseForm(Buffer.concat(chunks).toString()));
        answer = { status: result.status, body: JSON.stringify(result.body) };
        if (scoped && req.method === 'POST') idempotent.set(scoped, answer);
      }
      if (req.method === 'POST' && fake.loseNextAnswer) {
        fake.loseNextAnswer = false;
        return void req.socket.destroy();
      }
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      if (key) res.setHeader('idempotency-key', key);
      res.setHeader('request-id', rid('req'));
      res.end(answer.body);
    });
  });

  // A port of this helper's block (3900–3999, or FAKE_STRIPE_PORT_BASE's hundred on a shared machine), one range of ten per vitest worker; the next when taken.
  const block = Number(process.env.FAKE_STRIPE_PORT_BASE || 3900);
  const first = options.port ?? block + ((Number(process.env.VITEST_POOL_ID ?? 0) * 10) % 90);
  // A port given (the e2e's, from e2e/helpers/ports.ts) is that port or nothing.
  const last = options.port ?? block + 99;
  for (let port = first; ; port++) {
    if (port > last) throw new Error(`no free port for the fake Stripe in ${first}–${last}`);
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok) break;
  }
  fake.port = (server.address() as AddressInfo).port;
  fake.base = `http://127.0.0.1:${fake.port}`;
  fake.close = () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return fake;
}

/** Points the app's SDK at `fake` for the duration of a test file; returns the undo. */
export function pointAppAtFakeStripe(fake: FakeStripe): () => void {
  const before = Object.fromEntries(Object.keys(fake.env()).map((k) => [k, process.env[k]]));
  Object.assign(process.env, fake.env());
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
