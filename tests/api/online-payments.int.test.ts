import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as intentRoute from '@/app/api/sip/orders/[id]/online-payment/route';
import * as refundsRoute from '@/app/api/sip/orders/[id]/online-refunds/route';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as webhookRoute from '@/app/api/sip/payments/stripe-webhook/route';
import * as trackedIntentRoute from '@/app/api/sip/track/[token]/online-payment/route';
import { newCustomer } from '../helpers/accounts';
import { bearer, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { CARDS, startFakeStripe, pointAppAtFakeStripe, type FakeEvent, type FakeStripe } from '../helpers/fake-stripe';
import { call } from '../helpers/http';
import { getDb } from '@/db/client';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { cancelUnpaidBookings } from '@/lib/payments/unpaid';
import { sendDueRefunds } from '@/lib/payments/refund-queue';
import { UNPAID_CANCEL_AFTER_MS } from '@/lib/payments/rules';
import { completeOrder, getInvoices, transition, ADMIN, STAFF_ONLINE } from '../helpers/invoices';
import { getOrder, propose, servicePair } from '../helpers/order-life';
import * as trackedAnswerRoute from '@/app/api/sip/track/[token]/quote-answer/route';
import { issueTrackingToken } from '@/lib/orders/tracking';
import { createLogger, setLogger } from '@/lib/observability/log';

type H = Record<string, string>;
let fake: FakeStripe;
let restore: () => void;
beforeAll(async () => {
  fake = await startFakeStripe();
  restore = pointAppAtFakeStripe(fake);
});
afterAll(async () => {
  restore();
  await fake.close();
});

/** A postal booking paid by card, by `headers` (an account, or a guest with none). */
async function bookByCard(headers: H = {}) {
  const { id, option, cart } = await readyCart({ optionKind: 'postal_label', headers });
  expect(option.paymentMethods?.[0], 'the card first when online payments are on').toBe('card');
  const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'card' }, headers });
  expect(placed.status, placed.text).toBe(201);
  return { orderId: placed.json.id as string, cartId: id, cartItemId: cart.items[0].id as string, totalMinor: Math.round(placed.json.pricing.baskets[0].costToUser.total * 100), order: placed.json };
}
const start = (id: string, body: unknown, headers: H = {}) => call(intentRoute.POST, '/x', { method: 'POST', body, params: { id }, headers });
const read = (id: string, headers: H = {}) => call(intentRoute.GET, '/x', { params: { id }, headers });
const deliver = (event: Pick<FakeEvent, 'payload' | 'header'>) =>
  call(webhookRoute.POST, '/api/sip/payments/stripe-webhook', { method: 'POST', rawBody: event.payload, headers: { 'content-type': 'application/json', 'stripe-signature': event.header } });
const outbox = async (orderId: string, type: string) => (await queryRows<{ id: string }>(sql`select id from outbox_events where order_id = ${orderId} and type = ${type}`)).length;
const payments = async (orderId: string) => queryRows<{ amount_minor: number; method: string; reference: string | null }>(sql`select amount_minor, method, reference from order_payments where order_id = ${orderId} order by created_at`);
/** The order's outbox events turned into e-mails (kept, not sent): kind and text, oldest first. */
async function emails(orderId: string) {
  const ids = (await queryRows<{ id: string }>(sql`select id from outbox_events where order_id = ${orderId} and dispatched_at is null`)).map((r) => r.id);
  if (ids.length) await dispatchEvents(await getDb(), { now: new Date(), mail: false, eventIds: ids });
  return queryRows<{ kind: string; text: string }>(sql`select kind, text from email_messages where order_id = ${orderId} order by created_at`);
}
const startTracked = (token: string, body: unknown = {}) => call(trackedIntentRoute.POST, '/x', { method: 'POST', body, params: { token } });
const readTracked = (token: string) => call(trackedIntentRoute.GET, '/x', { params: { token } });
/** The token of the "Pay again" link in the order's last payment_failed e-mail. */
async function payAgainToken(orderId: string): Promise<string> {
  const mail = (await emails(orderId)).findLast((e) => e.kind === 'payment_failed');
  const token = mail?.text.match(/\/track\/([A-Za-z0-9_-]{43})\/pay/)?.[1];
  expect(token, mail?.text).toBeDefined();
  return token!;
}
const lastEvent = (type: string) => fake.events.findLast((e) => e.type === type)!;

describe('online payments (Stripe, through the local stand-in)', () => {
  it('a postal booking paid by card: the server’s amount and currency, cart and order in the metadata, a Stripe customer for the account; the webhook pays it, three replays change nothing', async () => {
    const customer = await newCustomer();
    const booked = await bookByCard(customer.headers);
    expect(booked.order).toMatchObject({ paymentMethod: 'card', isPayed: false, hasPaymentConfirmation: false, paymentIssue: [] });

    // The client's amount is ignored: the server prices.
    const res = await start(booked.orderId, { amount: 0.5, currency: 'EUR' }, customer.headers);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ currency: 'EUR', due: booked.totalMinor / 100, publishableKey: fake.publishableKey });
    const pi = fake.intents.get(res.json.intent.id)!;
    expect(pi).toMatchObject({ amount: booked.totalMinor, currency: 'eur', metadata: { orderId: booked.orderId, cartId: booked.cartId } });
    expect(res.json.intent.clientSecret).toBe(pi.client_secret);
    expect(fake.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')?.idempotencyKey).toContain(`${booked.orderId}:${booked.cartId}:v`);
    const cus = fake.customers.get(String(pi.customer))!;
    expect(cus).toMatchObject({ email: booked.order.customer.email, metadata: { accountId: customer.id } });
    expect((await getOrder(booked.orderId, customer.headers)).json.customer.paymentCustomerId).toBe(cus.id);

    // Asked again (a reload): the same intent, nothing new at Stripe.
    const before = { ...fake.created };
    const again = await start(booked.orderId, {}, customer.headers);
    expect(again.json.intent.id).toBe(pi.id);
    expect(fake.created).toEqual(before);

    await fake.confirm(String(pi.id), CARDS.ok);
    const succeeded = lastEvent('payment_intent.succeeded');
    for (let i = 0; i < 4; i++) {
      const hook = await deliver(succeeded);
      expect(hook.status, hook.text).toBe(200);
      expect(hook.json.duplicate).toBe(i > 0);
    }
    const paid = (await getOrder(booked.orderId, customer.headers)).json;
    expect(paid).toMatchObject({ isPayed: true, hasPaymentConfirmation: true });
    expect(await payments(booked.orderId)).toEqual([{ amount_minor: booked.totalMinor, method: 'card_online', reference: pi.id }]);
    expect(await outbox(booked.orderId, 'order.payment_received')).toBe(1);
    // The confirmation waited for the payment, and says it is paid (one message, not one per replay).
    const sent = await emails(booked.orderId);
    expect(sent.map((e) => e.kind)).toEqual(['confirmation']);
    expect(sent[0]!.text).toContain('Paid by card');
    // Nothing left to pay: no new intent.
    expect((await start(booked.orderId, {}, customer.headers)).json.code).toBe('payment_not_due');
    // A second account of the same customer's e-mail? No: the next booking of this account reuses its Stripe customer.
    const next = await bookByCard(customer.headers);
    const second = await start(next.orderId, {}, customer.headers);
    expect(fake.intents.get(second.json.intent.id)!.customer).toBe(cus.id);
  });

  it('a declined card: the issue is in paymentIssue (code, message, date), the same intent takes a second card, which pays', async () => {
    const customer = await newCustomer();
    const booked = await bookByCard(customer.headers);
    const first = await start(booked.orderId, {}, customer.headers);
    const intentId = first.json.intent.id as string;
    await fake.confirm(intentId, CARDS.declined);
    for (let i = 0; i < 3; i++) expect((await deliver(lastEvent('payment_intent.payment_failed'))).status).toBe(200);
    const order = (await getOrder(booked.orderId, customer.headers)).json;
    expect(order.paymentIssue).toHaveLength(1);
    expect(order.paymentIssue[0]).toMatchObject({ code: 'generic_decline', message: 'Your card was declined.' });
    expect(Date.parse(order.paymentIssue[0].date)).toBeGreaterThan(Date.now() - 60_000);
    expect(order.isPayed).toBe(false);
    expect(await outbox(booked.orderId, 'order.payment_failed')).toBe(1);
    const failedMail = await emails(booked.orderId);
    expect(failedMail.map((e) => e.kind)).toEqual(['payment_failed']);
    expect(failedMail[0]!.text).toMatch(/\/track\/[A-Za-z0-9_-]{43}\/pay/);
    const view = (await read(booked.orderId, customer.headers)).json;
    expect(view.issues).toHaveLength(1);

    // 3-D Secure failed: a second issue; the intent is still the one to pay.
    await fake.confirm(intentId, CARDS.threeDsFails);
    await deliver(lastEvent('payment_intent.payment_failed'));
    const retry = await start(booked.orderId, {}, customer.headers);
    expect(retry.json.intent.id).toBe(intentId);
    expect(retry.json.issues.map((i: { code: string }) => i.code)).toEqual(['generic_decline', 'payment_intent_authentication_failure']);
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    expect((await getOrder(booked.orderId, customer.headers)).json).toMatchObject({ isPayed: true, hasPaymentConfirmation: true });
  });

  it('pay again from the e-mail without signing in: an account holder’s order through its tracking token, the same intent, paid once; a token opens its own order only', async () => {
    const holder = await newCustomer();
    const booked = await bookByCard(holder.headers);
    const intentId = (await start(booked.orderId, {}, holder.headers)).json.intent.id as string;
    await fake.confirm(intentId, CARDS.declined);
    await deliver(lastEvent('payment_intent.payment_failed'));
    const token = await payAgainToken(booked.orderId);
    // Without a session the order's own endpoint hides it (the link used to land there: 404)…
    expect((await read(booked.orderId)).status).toBe(404);
    // …the link's endpoint opens it: the same intent, the issue listed, amount and currency the server's.
    const viaLink = await startTracked(token, { amount: 0.01 });
    expect(viaLink.status, viaLink.text).toBe(200);
    expect(viaLink.json).toMatchObject({ orderId: booked.orderId, due: booked.totalMinor / 100, intent: { id: intentId } });
    expect(viaLink.json.issues.map((i: { code: string }) => i.code)).toEqual(['generic_decline']);
    expect((await startTracked(token, { currency: 'GBP' })).json.code).toBe('payment_currency_mismatch');
    expect((await readTracked(token)).json.intent.clientSecret).toMatch(/_secret_/);
    const intents = fake.created.intents;

    // Another customer's order and link: each token opens its own order and no other.
    const other = await newCustomer();
    const theirs = await bookByCard(other.headers);
    const theirIntent = (await start(theirs.orderId, {}, other.headers)).json.intent.id as string;
    await fake.confirm(theirIntent, CARDS.declined);
    await deliver(lastEvent('payment_intent.payment_failed'));
    const theirToken = await payAgainToken(theirs.orderId);
    expect((await readTracked(theirToken)).json).toMatchObject({ orderId: theirs.orderId, intent: { id: theirIntent } });
    expect((await readTracked(token)).json.orderId).toBe(booked.orderId);
    // Unknown, mangled or revoked tokens → 404.
    expect((await readTracked('A'.repeat(43))).status).toBe(404);
    expect((await startTracked(`${token.slice(0, 42)}${token.at(-1) === 'A' ? 'B' : 'A'}`)).status).toBe(404);
    expect((await startTracked('not-a-token')).status).toBe(404);
    await queryRows(sql`update order_tracking_tokens set revoked_at = now() where order_id = ${theirs.orderId}`);
    expect((await readTracked(theirToken)).status).toBe(404);

    // Paid through the link, in the account's name (its Stripe customer); afterwards neither way asks again.
    expect(fake.intents.get(intentId)!.customer).toBe((await getOrder(booked.orderId, holder.headers)).json.customer.paymentCustomerId);
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    expect((await getOrder(booked.orderId, holder.headers)).json).toMatchObject({ isPayed: true, hasPaymentConfirmation: true });
    expect((await startTracked(token)).json.code).toBe('payment_not_due');
    expect((await start(booked.orderId, {}, holder.headers)).json.code).toBe('payment_not_due');
    expect(fake.created.intents - intents).toBe(1); // the other customer's only
    expect(await payments(booked.orderId)).toEqual([{ amount_minor: booked.totalMinor, method: 'card_online', reference: intentId }]);
  });

  it('a revised quote above what was paid: the quote says the difference, accepting it through the link asks exactly that, a retry or a lost answer opens no second intent, a decline keeps it, the payment records once', async () => {
    const customer = await newCustomer();
    const booked = await bookByCard(customer.headers);
    const first = (await start(booked.orderId, {}, customer.headers)).json.intent.id as string;
    await fake.confirm(first, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const staff = await bearer(...ADMIN);
    for (const to of ['in_transit', 'received']) {
      const moved = await transition(booked.orderId, to, staff);
      expect(moved.status, moved.text).toBe(200);
    }
    const { booked: service, extra } = await servicePair();
    const quoted = await propose(booked.orderId, booked.cartItemId, [{ subServiceId: service.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }], staff);
    expect(quoted.status, quoted.text).toBe(201);
    const quote = (await getOrder(booked.orderId, customer.headers)).json.quote;
    const differenceMinor = Math.round(quote.total * 100) - booked.totalMinor;
    expect(differenceMinor).toBeGreaterThan(0);
    expect(quote.payOnAccept).toBe(differenceMinor / 100);

    // Accepted from the e-mail's link: the order owes the difference, nothing else moved.
    const token = await issueTrackingToken(await getDb(), booked.orderId);
    const accepted = await call(trackedAnswerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted' }, params: { token } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'in_repair', isPayed: false, hasPaymentConfirmation: true, due: differenceMinor / 100 });
    expect(accepted.json.quote.payOnAccept).toBe(0);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === first)).toEqual([]);

    // The first request's answer is lost (the SDK asks again with the same key), then a double click: one intent, for the difference.
    const created = fake.created.intents;
    fake.loseNextAnswer = true;
    const opened = await startTracked(token, { amount: 0.01 });
    expect(opened.status, opened.text).toBe(200);
    const again = await startTracked(token);
    const signedIn = await start(booked.orderId, {}, customer.headers);
    expect(new Set([opened.json.intent.id, again.json.intent.id, signedIn.json.intent.id]).size).toBe(1);
    expect(fake.created.intents - created).toBe(1);
    const second = opened.json.intent.id as string;
    expect(second).not.toBe(first);
    expect(fake.intents.get(second)).toMatchObject({ amount: differenceMinor, currency: 'eur' });
    expect(opened.json.due).toBe(differenceMinor / 100);

    // A declined card keeps the same intent; the next card pays it; replays record nothing more.
    await fake.confirm(second, CARDS.declined);
    await deliver(lastEvent('payment_intent.payment_failed'));
    expect((await startTracked(token)).json.intent.id).toBe(second);
    await fake.confirm(second, CARDS.ok);
    const paid = lastEvent('payment_intent.succeeded');
    for (let i = 0; i < 3; i++) expect((await deliver(paid)).status).toBe(200);
    expect(await payments(booked.orderId)).toEqual([
      { amount_minor: booked.totalMinor, method: 'card_online', reference: first },
      { amount_minor: differenceMinor, method: 'card_online', reference: second },
    ]);
    expect((await getOrder(booked.orderId, customer.headers)).json).toMatchObject({ isPayed: true, hasPaymentConfirmation: true, due: 0 });
    expect((await startTracked(token)).json.code).toBe('payment_not_due');
    expect(fake.created.intents - created).toBe(1);
    // The difference's receipt is its own e-mail, not a second confirmation.
    expect((await emails(booked.orderId)).filter((e) => e.kind === 'confirmation' || e.kind === 'payment_received').map((e) => e.kind)).toEqual(['confirmation', 'payment_received']);
  });

  it('the customer’s reload after paying records it even before the webhook, and the webhook then changes nothing', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    const after = await start(booked.orderId, {});
    expect(after.status, after.text).toBe(200);
    expect(after.json.intent).toMatchObject({ status: 'succeeded', clientSecret: null });
    expect((await deliver(lastEvent('payment_intent.succeeded'))).json.outcome).toBe('no_change');
    expect(await payments(booked.orderId)).toHaveLength(1);
  });

  it('webhooks: a bad signature → 400 and nothing written; an unknown payment → 200, recorded as such and logged', async () => {
    const lines: Record<string, unknown>[] = [];
    setLogger(createLogger(new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l))), done()) }), 'info'));
    try {
      await badSignatureAndUnknownPayment(lines);
    } finally {
      setLogger(undefined);
    }
  });

  async function badSignatureAndUnknownPayment(lines: Record<string, unknown>[]) {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    const forged = fake.event('payment_intent.succeeded', { ...fake.intents.get(intentId)!, status: 'succeeded', amount_received: booked.totalMinor }, 'whsec_not_ours');
    const bad = await deliver(forged);
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('webhook_signature_invalid');
    const tampered = fake.event('payment_intent.succeeded', { ...fake.intents.get(intentId)!, status: 'succeeded', amount_received: 1 });
    expect((await deliver({ payload: tampered.payload.replace('"amount_received": 1', '"amount_received": 100000'), header: tampered.header })).status).toBe(400);
    expect((await deliver({ payload: forged.payload, header: '' })).status).toBe(400);
    expect(await queryRows(sql`select id from payment_events where id in (${forged.id}, ${tampered.id})`)).toEqual([]);
    expect(await payments(booked.orderId)).toEqual([]);

    const unknown = fake.event('payment_intent.succeeded', { id: 'pi_never_opened_here', object: 'payment_intent', amount: 100, amount_received: 100, currency: 'eur', status: 'succeeded' });
    const res = await deliver(unknown);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ duplicate: false, outcome: 'unknown_payment' });
    // Logged for whoever runs the platform (docs/payments.md#webhooks): once, with the event and the payment it names.
    expect(lines.filter((l) => l.msg === 'Payment webhook for an unknown payment')).toEqual([expect.objectContaining({ level: 'warn', eventId: unknown.id, intentId: 'pi_never_opened_here' })]);
    expect(lines.filter((l) => l.msg === 'Payment webhook with a bad signature')).toHaveLength(3);
  }

  it('refuses another currency (422); a customer neither reads nor pays another’s intent (404); without keys the card is not offered', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const booked = await bookByCard(owner.headers);
    expect((await start(booked.orderId, { currency: 'GBP' }, owner.headers)).json.code).toBe('payment_currency_mismatch');
    expect((await start(booked.orderId, {}, owner.headers)).status).toBe(200);
    expect((await read(booked.orderId, other.headers)).status).toBe(404);
    expect((await start(booked.orderId, {}, other.headers)).status).toBe(404);
    expect((await read(booked.orderId, {})).status).toBe(404); // an account's order is not a guest's
    expect((await read(booked.orderId, owner.headers)).json.intent.clientSecret).toMatch(/_secret_/);

    restore();
    try {
      const { option } = await readyCart({ optionKind: 'postal_label' });
      expect(option.paymentMethods).not.toContain('card');
      expect((await read(booked.orderId, owner.headers)).status).toBe(404);
      const hook = await deliver(lastEvent('payment_intent.succeeded') ?? fake.event('payment_intent.succeeded', {}));
      expect(hook.status).toBe(404);
    } finally {
      restore = pointAppAtFakeStripe(fake);
    }
  });

  it('Stripe unreachable: 503 with a translated sentence, and the retry charges once; an answer lost on the way is retried with the same key', async () => {
    const booked = await bookByCard();
    fake.down = true;
    const down = await call(intentRoute.POST, '/x', { method: 'POST', body: {}, params: { id: booked.orderId }, headers: { 'accept-language': 'fr' } });
    fake.down = false;
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ code: 'payment_provider_unavailable', title: 'Service de paiement injoignable' });
    const created = fake.created.intents;
    fake.loseNextAnswer = true; // Stripe made the intent, its answer never came: the SDK asks again with the same key
    const ok = await start(booked.orderId, {});
    expect(ok.status, ok.text).toBe(200);
    expect(fake.created.intents - created).toBe(1);
    expect((await start(booked.orderId, {})).json.intent.id).toBe(ok.json.intent.id);
    expect(fake.created.intents - created).toBe(1);
  }, 30_000);

  it('a cancellation refunds everything paid; charge.refunded (three times) records one negative payment; the credit note cancels the invoice; isPayed false', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    expect((await transition(booked.orderId, 'cancelled', {})).status).toBe(200);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds.map((r) => r.amount)).toEqual([booked.totalMinor]);
    // Until Stripe confirms, the refund is not booked.
    expect(await payments(booked.orderId)).toHaveLength(1);
    const refunded = fake.refundedEvent(intentId);
    for (let i = 0; i < 3; i++) expect((await deliver(refunded)).status).toBe(200);
    // A second charge.refunded event (another id, same refunds): nothing more either.
    await deliver(fake.refundedEvent(intentId));
    expect((await payments(booked.orderId)).map((p) => p.amount_minor)).toEqual([booked.totalMinor, -booked.totalMinor]);
    const order = (await getOrder(booked.orderId)).json;
    expect(order).toMatchObject({ status: 'cancelled', isPayed: false, hasPaymentConfirmation: false });
    expect(await outbox(booked.orderId, 'order.refunded')).toBe(1);
    expect((await emails(booked.orderId)).map((e) => e.kind)).toEqual(expect.arrayContaining(['confirmation', 'cancelled', 'refunded']));
    const invoices = (await getInvoices(booked.orderId, await bearer(...ADMIN))).json as { kind: string }[];
    expect(invoices.map((i) => i.kind)).toEqual(['invoice', 'credit_note']);
  });

  it('a refund Stripe fails or cannot take is retried through the outbox with backoff, shown to staff, and never doubled (a second try, a lost answer, a crash, staff)', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const staff = await bearer(...STAFF_ONLINE);
    const summary = async () => (await call(paymentsRoute.GET, '/x', { params: { id: booked.orderId }, headers: staff })).json;
    const mine = () => [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    const row = async () => (await queryRows<{ status: string; attempts: number; next_attempt_at: string; last_error: string | null }>(sql`select status, attempts, next_attempt_at, last_error from online_refunds where order_id = ${booked.orderId}`));

    // Stripe unreachable at the cancellation: the cancellation stands, the refund waits with its first try counted.
    fake.down = true;
    const cancelled = await transition(booked.orderId, 'cancelled', {});
    expect(cancelled.status, cancelled.text).toBe(200);
    const [queued] = await row();
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued!.last_error).toBeTruthy();
    const firstRetry = new Date(queued!.next_attempt_at).getTime();
    expect(firstRetry - Date.now()).toBeGreaterThan(50_000); // a minute, not at once
    expect(mine()).toEqual([]);
    // Staff see it, and are not offered to refund it a second time.
    const seen = await summary();
    expect(seen.onlineRefunds).toMatchObject([{ amount: booked.totalMinor / 100, reason: 'cancelled', status: 'pending', attempts: 1, refunds: [] }]);
    expect(seen.refundOwed).toBe(0);
    const byStaff = await call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: 1, note: '', requestKey: 'r-while-queued' }, params: { id: booked.orderId }, headers: staff });
    expect(byStaff.json.code).toBe('refund_exceeds_paid');

    // Before its time the round leaves it; after, still down: the next wait is longer.
    const db = await getDb();
    expect(await sendDueRefunds(db, { now: new Date(firstRetry - 1_000) })).toBe(0);
    expect((await row())[0]!.attempts).toBe(1);
    expect(await sendDueRefunds(db, { now: new Date(firstRetry + 1_000) })).toBe(0);
    const [second] = await row();
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(second!.next_attempt_at).getTime() - (firstRetry + 1_000)).toBe(120_000);

    // Stripe is back, and takes the refund but its answer is lost: the SDK's retry (same key) is the same refund.
    fake.down = false;
    fake.loseNextAnswer = true;
    // (The outbox round runs this, lib/notifications/worker.ts; called alone here: the round would dispatch other files' events on a shared database.)
    expect(await sendDueRefunds(db, { now: new Date(second!.next_attempt_at) })).toBe(1);
    expect(mine().map((r) => r.amount)).toEqual([booked.totalMinor]);
    expect((await row())[0]).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    // A worker that crashed after Stripe took it (the row due again), even with Stripe's key forgotten: found by its id, not sent again.
    await queryRows(sql`update online_refunds set status = 'pending', next_attempt_at = now() - interval '1 minute' where order_id = ${booked.orderId}`);
    const created = fake.created.refunds;
    expect(await sendDueRefunds(db, { orderId: booked.orderId })).toBe(1);
    expect(fake.created.refunds).toBe(created);
    expect(mine()).toHaveLength(1);

    // Stripe confirms: recorded once; nothing owed or in flight any more.
    await deliver(fake.refundedEvent(intentId));
    expect((await payments(booked.orderId)).map((p) => p.amount_minor)).toEqual([booked.totalMinor, -booked.totalMinor]);
    expect(await summary()).toMatchObject({ refundOwed: 0, isPayed: false, onlineRefunds: [{ status: 'sent', refunds: [mine()[0]!.id] }] });
  }, 60_000);

  it('staff refund part to the card: queued and sent, recorded in their name with their note once Stripe confirms; the same key is one refund; above what was paid → 422; a customer → 403', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const staff = await bearer(...STAFF_ONLINE);
    const refund = (body: unknown, headers: H) => call(refundsRoute.POST, '/x', { method: 'POST', body, params: { id: booked.orderId }, headers });
    const partialBody = { amount: 5, note: 'goodwill', requestKey: 'r-goodwill-1' };
    const first = await refund(partialBody, staff);
    expect(first.status, first.text).toBe(202);
    expect(first.json).toMatchObject({ status: 'sent', amount: 5, refunded: 5 });
    const sentTo = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(sentTo.map((r) => r.amount)).toEqual([500]);
    expect(first.json.refunds).toEqual([sentTo[0]!.id]);
    expect(fake.requests.findLast((r) => r.path === '/v1/refunds' && r.method === 'POST')?.idempotencyKey).toBe(`reprise:refund:${first.json.id}:${intentId}`);
    // The same key again (a double click, a retry) is the same refund, not a second one; the same key for another amount is refused.
    const again = await refund(partialBody, staff);
    expect(again.status, again.text).toBe(202);
    expect(again.json.id).toBe(first.json.id);
    expect((await refund({ ...partialBody, amount: 6 }, staff)).status).toBe(422);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([500]);
    expect(await payments(booked.orderId)).toHaveLength(1);
    await deliver(fake.refundedEvent(intentId));
    const summary = (await call(paymentsRoute.GET, '/x', { params: { id: booked.orderId }, headers: staff })).json;
    expect(summary).toMatchObject({ paid: (booked.totalMinor - 500) / 100, due: 5, isPayed: false, hasPaymentConfirmation: true, onlineRefunds: [{ reason: 'staff', status: 'sent', amount: 5 }] });
    expect(summary.payments.map((p: { amount: number; method: string; by: string | null }) => [p.amount, p.method, p.by])).toEqual([[booked.totalMinor / 100, 'card_online', null], [-5, 'card_online', STAFF_ONLINE[0]]]);
    expect(summary.payments[1].note).toBe(`goodwill (Stripe refund ${sentTo[0]!.id})`);
    // What is left on the card, and not a cent more.
    expect((await refund({ amount: (booked.totalMinor - 499) / 100, note: '', requestKey: 'r-over-1234' }, staff)).json.code).toBe('refund_exceeds_paid');
    expect((await refund(partialBody, (await newCustomer()).headers)).status).toBe(403);
    expect((await refund(partialBody, {})).status).toBe(401);
  });

  it('a staff refund while Stripe is unreachable: 202 pending, shown to staff, retried by the outbox round, recorded once confirmed', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const staff = await bearer(...STAFF_ONLINE);
    fake.down = true;
    const res = await call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: 3.5, note: 'late', requestKey: 'r-down-0001' }, params: { id: booked.orderId }, headers: staff });
    fake.down = false;
    expect(res.status, res.text).toBe(202);
    expect(res.json).toMatchObject({ status: 'pending', amount: 3.5, refunded: 0, refunds: [] });
    const pending = (await call(paymentsRoute.GET, '/x', { params: { id: booked.orderId }, headers: staff })).json;
    expect(pending.onlineRefunds).toMatchObject([{ reason: 'staff', status: 'pending', attempts: 1, amount: 3.5 }]);
    expect(pending.onlineRefunds[0].nextAttemptAt).not.toBeNull();
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toEqual([]);
    // In flight: the rest of the card is all staff may still refund.
    expect((await call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: (booked.totalMinor - 349) / 100, note: '', requestKey: 'r-down-0002' }, params: { id: booked.orderId }, headers: staff })).json.code).toBe('refund_exceeds_paid');

    const [row] = await queryRows<{ next_attempt_at: string }>(sql`select next_attempt_at from online_refunds where order_id = ${booked.orderId}`);
    expect(await sendDueRefunds(await getDb(), { now: new Date(new Date(row!.next_attempt_at).getTime() + 1_000), orderId: booked.orderId })).toBe(1);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([350]);
    await deliver(fake.refundedEvent(intentId));
    expect((await payments(booked.orderId)).map((p) => p.amount_minor)).toEqual([booked.totalMinor, -350]);
  }, 30_000);

  it('two staff refunds at once, each for everything paid: one is sent, the other 422; Stripe never gives back more than was captured', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const staff = await bearer(...STAFF_ONLINE);
    const admin = await bearer(...ADMIN);
    const all = booked.totalMinor / 100;
    const answers = await Promise.all([
      call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: all, note: '', requestKey: 'r-race-staff' }, params: { id: booked.orderId }, headers: staff }),
      call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: all, note: '', requestKey: 'r-race-admin' }, params: { id: booked.orderId }, headers: admin }),
      call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: 0.01, note: '', requestKey: 'r-race-cent' }, params: { id: booked.orderId }, headers: staff }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 202), answers.map((a) => a.text).join('\n')).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(2);
    const sent = [...fake.refunds.values()].filter((r) => r.payment_intent === intentId).reduce((sum, r) => sum + Number(r.amount), 0);
    expect(sent).toBeLessThanOrEqual(booked.totalMinor);
    await deliver(fake.refundedEvent(intentId));
    const summary = (await call(paymentsRoute.GET, '/x', { params: { id: booked.orderId }, headers: staff })).json;
    expect(summary.paid).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('a staff refund on a completed order: once Stripe confirms it, the invoice is corrected (credit note and a new invoice)', async () => {
    const booked = await bookByCard();
    const intentId = (await start(booked.orderId, {})).json.intent.id as string;
    await fake.confirm(intentId, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const admin = await bearer(...ADMIN);
    await completeOrder(booked.orderId, admin);
    expect(((await getInvoices(booked.orderId, admin)).json as { kind: string }[]).map((i) => i.kind)).toEqual(['invoice']);
    const res = await call(refundsRoute.POST, '/x', { method: 'POST', body: { amount: 2, note: 'goodwill', requestKey: 'r-completed-1' }, params: { id: booked.orderId }, headers: admin });
    expect(res.json.status, res.text).toBe('sent');
    await deliver(fake.refundedEvent(intentId));
    expect((await payments(booked.orderId)).map((p) => p.amount_minor)).toEqual([booked.totalMinor, -200]);
    expect(((await getInvoices(booked.orderId, admin)).json as { kind: string }[]).map((i) => i.kind)).toEqual(['invoice', 'credit_note', 'invoice']);
  }, 30_000);

  it('an unpaid card booking is cancelled after the documented delay (orderCanceledFromPayment), its intent cancelled at Stripe; a paid one or a younger one stays', async () => {
    const unpaid = await bookByCard();
    const intentId = (await start(unpaid.orderId, {})).json.intent.id as string;
    const young = await bookByCard();
    const paid = await bookByCard();
    const paidIntent = (await start(paid.orderId, {})).json.intent.id as string;
    await fake.confirm(paidIntent, CARDS.ok);
    await deliver(lastEvent('payment_intent.succeeded'));
    const old = new Date(Date.now() - UNPAID_CANCEL_AFTER_MS - 60_000);
    await queryRows(sql`update orders set order_date = ${old.toISOString()}::timestamptz where id in (${unpaid.orderId}, ${paid.orderId})`);
    const db = await getDb();
    expect(await cancelUnpaidBookings(db)).toBeGreaterThanOrEqual(1);
    expect((await getOrder(unpaid.orderId)).json).toMatchObject({ status: 'cancelled', orderCanceledFromPayment: true, isPayed: false });
    expect(fake.intents.get(intentId)!.status).toBe('canceled');
    expect((await getOrder(paid.orderId)).json).toMatchObject({ status: 'booked', orderCanceledFromPayment: false, isPayed: true });
    expect((await getOrder(young.orderId)).json.status).toBe('booked');
    expect(await cancelUnpaidBookings(db, new Date())).toBe(0);
    expect((await emails(unpaid.orderId)).map((e) => e.kind)).toEqual(['cancelled']);
  });
});
