// Issue 31, "Done when" e2e: card payments through the pay page in Chromium against `next start`
// with STRIPE_* pointed at the local Stripe stand-in (tests/helpers/fake-stripe.ts, docs/payments.md#tests).
// Only Stripe.js is stood in for (page.route): a tiny script exposing what the pay page uses, whose
// confirmPayment asks the stand-in to confirm the intent with a test card, as Stripe would.
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { startServer } from '../bench/lib/server';
import { requiredValues } from '../lib/attributes/sample';
import { groupFromWire } from '../lib/client/attribute-groups';
import { formatMoney, majorToMinor } from '../lib/money';
import type { AttributeGroupWire } from '../lib/schemas/catalogue';
import { CARDS, startFakeStripe, type FakeEvent, type FakeStripe } from '../tests/helpers/fake-stripe';
import { bearerFor } from './helpers/api-booking';
import { bookLinedSeam, expectHeading, fillDetails, GUEST, MESSAGES } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

const en = MESSAGES.en;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const CAMILLE = { email: 'camille@reprise.demo', password: 'demo-customer-camille' };

test.describe.configure({ mode: 'serial' });

let fake: FakeStripe;
let server: Awaited<ReturnType<typeof startServer>>;
let api: APIRequestContext;
let admin: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeStripe({ port: OWN_PORTS.fakeStripe });
  server = await startServer(OWN_PORTS.paymentsApp, { PGLITE_DIR: 'memory://', DATABASE_URL: '', REPRISE_ENV: 'test', REPRISE_PRUNE: 'off', ...fake.env() });
  fake.webhookUrl = `${server.url}/api/sip/payments/stripe-webhook`;
  api = await playwrightRequest.newContext({ baseURL: server.url });
  admin = await bearerFor(server.url, ADMIN);
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await fake?.close();
});

const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
  const r = await res;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
};

type Order = { id: string; orderNumber: string; isPayed: boolean; hasPaymentConfirmation: boolean; paymentMethod: string; status: string; paymentIssue: { code: string; message: string; date: string }[]; customer: { paymentCustomerId: string | null } };

/** A guest's postal booking (the Paris atelier's lined seam, posted with a label), placed to be paid by card. */
async function bookPostalByCard(email: string, auth: Record<string, string> = {}): Promise<Order & { itemId: string; bookedId: string; extraId: string }> {
  const headers = { 'accept-language': 'en', ...auth };
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: { id: string; name: { en: string }; attributesGroup: AttributeGroupWire }[] }[] }>(api.get('/v1/clothes-categories'));
  const category = categories.find((c) => c.subClothesCategories.some((s) => s.name.en === 'Tailored trousers'))!;
  const sub = category.subClothesCategories.find((s) => s.name.en === 'Tailored trousers')!;
  const services = await ok<{ providerId: string; subServices: { id: string; name: { en: string }; attributeGroup: AttributeGroupWire }[] }[]>(api.get(`/v1/services?subClothesCategoryIds=${sub.id}&country=FR&zipCode=75011`));
  const service = services.find((s) => s.subServices.some((ss) => ss.name.en === 'Re-stitch lined seam'))!;
  const subService = service.subServices.find((ss) => ss.name.en === 'Re-stitch lined seam')!;
  // Another of the atelier's services for the garment: what a revised quote adds.
  const extra = (service.subServices as { id: string; price?: Record<string, string> }[]).find((ss) => ss.id !== subService.id && ss.price?.EUR !== undefined)!;
  const values = requiredValues([groupFromWire(sub.attributesGroup), groupFromWire(subService.attributeGroup)]);
  const cart = await ok<{ id: string }>(api.post('/api/sip/shopping-cart', { data: { language: 'en' }, headers }));
  const withItem = await ok<{ items: { id: string }[] }>(api.post(`/api/sip/shopping-cart/${cart.id}/items`, { headers, data: { provider: service.providerId, items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: subService.id, quantity: 1 }], values }] } }));
  await ok(api.post(`/api/sip/shopping-cart/${cart.id}/customer`, { headers, data: { givenName: 'Léa', familyName: 'Fontaine', email, phone: '+33612345678', address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } } }));
  const { logisticOptions } = await ok<{ logisticOptions: { id: string; kind: string; paymentMethods?: string[] }[] }>(api.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`, { headers }));
  const postal = logisticOptions.find((o) => o.kind === 'postal_label')!;
  expect(postal.paymentMethods?.[0], 'the card first when online payments are on').toBe('card');
  await ok(api.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { headers, data: { logisticOption: postal.id } }));
  const placed = await ok<Order>(api.post('/api/sip/orders', { headers, data: { cartId: cart.id, language: 'en', paymentMethod: 'card' } }));
  expect(placed).toMatchObject({ paymentMethod: 'card', isPayed: false, hasPaymentConfirmation: false, paymentIssue: [] });
  return { ...placed, itemId: withItem.items[0]!.id, bookedId: subService.id, extraId: extra.id };
}

const getOrder = (id: string) => ok<Order>(api.get(`/api/sip/orders/${id}`, { headers: admin }));
const payments = (id: string) => ok<unknown>(api.get(`/api/sip/orders/${id}/payments`, { headers: admin }));
const deliver = (event: FakeEvent) => api.post('/api/sip/payments/stripe-webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': event.header }, data: event.payload });
const intentOf = (orderId: string) => [...fake.intents.values()].filter((pi) => (pi.metadata as Record<string, string>).orderId === orderId);

/** The stand-in for Stripe.js: a card field (the test card's PaymentMethod id) and confirmPayment through the stand-in's confirm. */
const FAKE_STRIPE_JS = `
window.Stripe = function (publishableKey) {
  var secret = null, input = null;
  return {
    elements: function (options) {
      secret = options.clientSecret;
      return {
        create: function () {
          return {
            mount: function (target) {
              input = document.createElement('input');
              input.setAttribute('aria-label', 'Test card');
              input.value = '${CARDS.ok}';
              target.appendChild(input);
            },
            destroy: function () { if (input) input.remove(); },
          };
        },
        submit: function () { return Promise.resolve({}); },
      };
    },
    confirmPayment: function () {
      var pi = secret.split('_secret_')[0];
      return fetch('https://api.stripe.com/test/confirm/' + pi + '?card=' + encodeURIComponent(input.value) + '&key=' + publishableKey)
        .then(function (r) { return r.json(); })
        .then(function (intent) {
          return intent.last_payment_error && intent.status !== 'succeeded'
            ? { error: { message: intent.last_payment_error.message, code: intent.last_payment_error.code } }
            : { paymentIntent: { id: intent.id, status: intent.status } };
        });
    },
  };
};`;

async function standInForStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }));
  // The page's CSP lets it talk to api.stripe.com only: the stand-in's confirm answers there.
  await page.route('https://api.stripe.com/test/confirm/**', async (route) => {
    const url = new URL(route.request().url());
    const res = await fetch(`${fake.base}${url.pathname}${url.search}`);
    await route.fulfill({ status: res.status, contentType: 'application/json', body: await res.text(), headers: { 'access-control-allow-origin': '*' } });
  });
}

async function payWith(page: Page, orderId: string, card: string) {
  await page.goto(`${server.url}/en/orders/${orderId}/pay`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.OnlinePayment.title);
  const field = page.getByLabel('Test card');
  await expect(field).toBeVisible();
  await field.fill(card);
  await page.getByRole('button', { name: en.OnlinePayment.pay.split('{')[0]!.trim() }).click();
}

// Through the site, as a customer books: the review's "Book" goes on to the payment step with a full
// page load, so the step's own CSP lets Stripe.js in (docs/payments.md#csp). A client-side navigation
// kept the review's policy: the card's confirm call was blocked and "Pay" did nothing.
test('booked by card through the site: the review goes on to the payment step, whose card pays', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await standInForStripe(page);
    await bookLinedSeam(page, 'en', { photo: false });
    await page.getByRole('link', { name: en.Cart.checkout }).click();
    await fillDetails(page, 'en', { ...GUEST, email: `lea.site-card-${Date.now()}@example.com` });
    await page.getByRole('button', { name: en.Checkout.continueDelivery }).click();
    await expectHeading(page, en.Checkout.delivery.heading);
    await page.locator('label.option', { hasText: 'Prepaid Colissimo label' }).click();
    await page.getByRole('button', { name: en.Checkout.continueReview }).click();
    await expectHeading(page, en.Checkout.review.heading);
    await expect(page.getByRole('radio', { name: en.Checkout.review.methods.card })).toBeChecked();
    await page.getByRole('button', { name: en.Checkout.review.place }).click();
    await page.waitForURL(/\/en\/orders\/[^/]+\/pay$/);
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    await expect(page.getByTestId('payment-element').getByLabel('Test card')).toBeVisible();
    await page.getByTestId('payment-element').getByLabel('Test card').fill(CARDS.ok);
    await page.getByRole('button', { name: en.OnlinePayment.pay.split('{')[0]!.trim() }).click();
    await page.waitForURL(new RegExp(`/en/orders/${orderId}\\?paid=1`));
    await expect.poll(async () => (await getOrder(orderId)).isPayed, { timeout: 15_000 }).toBe(true);
    expect(intentOf(orderId)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

let paidOrder: Order;

test('a postal booking paid by card: isPayed, paymentCustomerId set, the confirmation e-mail says it is paid', async ({ page }) => {
  test.setTimeout(120_000);
  await standInForStripe(page);
  const order = await bookPostalByCard('lea.card@example.com');
  await page.goto(`${server.url}/en/orders/${order.id}/pay`);
  await expect(page.getByTestId('payment-element').getByLabel('Test card')).toBeVisible();
  await page.screenshot({ path: 'artifacts/payments-pay-page.png', fullPage: true });
  await payWith(page, order.id, CARDS.ok);
  await page.waitForURL(new RegExp(`/en/orders/${order.id}\\?paid=1`));
  await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(true);
  const paid = await getOrder(order.id);
  expect(paid.hasPaymentConfirmation).toBe(true);
  expect(paid.customer.paymentCustomerId).toMatch(/^cus_/);
  expect(intentOf(order.id)).toHaveLength(1);
  await expect
    .poll(async () => (await ok<{ messages: { kind: string; text: string }[] }>(api.get(`/api/sip/admin/orders/${order.id}/messages`, { headers: admin }))).messages.filter((m) => m.kind === 'confirmation').map((m) => m.text), { timeout: 30_000 })
    .toEqual([expect.stringContaining('Paid by card')]);
  paidOrder = paid;
});

test('a declined card: the issue is shown on the page and in paymentIssue; a second card pays', async ({ page }) => {
  test.setTimeout(120_000);
  await standInForStripe(page);
  const order = await bookPostalByCard('lea.declined@example.com');
  await payWith(page, order.id, CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: 'declined' })).toContainText('Your card was declined.');
  await expect.poll(async () => (await getOrder(order.id)).paymentIssue.length, { timeout: 15_000 }).toBe(1);
  expect((await getOrder(order.id)).paymentIssue[0]).toMatchObject({ code: 'generic_decline', message: 'Your card was declined.' });
  await expect(page.getByRole('heading', { name: en.OnlinePayment.issuesHeading })).toBeVisible();
  await page.screenshot({ path: 'artifacts/payments-declined.png', fullPage: true });

  await payWith(page, order.id, CARDS.ok);
  await page.waitForURL(new RegExp(`/en/orders/${order.id}\\?paid=1`));
  await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(true);
  expect(intentOf(order.id), 'the same intent took the second card').toHaveLength(1);
});

test('a cancellation refunds the card; the refund event brings the credit note and isPayed false', async () => {
  const order = paidOrder;
  expect(order, 'the first test paid it').toBeDefined();
  const [intent] = intentOf(order.id);
  await ok(api.post(`/api/sip/orders/${order.id}/transitions`, { headers: admin, data: { to: 'cancelled' } }));
  await expect.poll(() => [...fake.refunds.values()].filter((r) => r.payment_intent === intent!.id).length, { timeout: 15_000 }).toBe(1);
  await deliver(fake.refundedEvent(String(intent!.id)));
  await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(false);
  expect(await getOrder(order.id)).toMatchObject({ status: 'cancelled', hasPaymentConfirmation: false });
  const invoices = await ok<{ kind: string }[]>(api.get(`/api/sip/orders/${order.id}/invoices`, { headers: admin }));
  expect(invoices.map((i) => i.kind)).toEqual(['invoice', 'credit_note']);
});

test('each webhook replayed three times has one effect', async () => {
  const order = paidOrder;
  const before = JSON.stringify(await payments(order.id));
  const beforeOrder = await getOrder(order.id);
  const mine = fake.events.filter((e) => e.payload.includes(order.id) || e.payload.includes(String(intentOf(order.id)[0]!.id)));
  expect(mine.map((e) => e.type)).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'charge.refunded']));
  const declined = fake.events.filter((e) => e.type === 'payment_intent.payment_failed');
  expect(declined.length).toBeGreaterThan(0);
  for (const event of [...mine, ...declined]) {
    for (let i = 0; i < 3; i++) {
      const res = await deliver(event);
      expect(res.status(), await res.text()).toBe(200);
      expect((await res.json()).duplicate).toBe(true);
    }
  }
  expect(JSON.stringify(await payments(order.id))).toBe(before);
  const after = await getOrder(order.id);
  expect(after).toMatchObject({ isPayed: beforeOrder.isPayed, hasPaymentConfirmation: beforeOrder.hasPaymentConfirmation, paymentIssue: beforeOrder.paymentIssue });
});

test('pay again from the e-mail without signing in: an account holder’s declined booking is paid through the link’s own payment step', async ({ browser }) => {
  test.setTimeout(120_000);
  const camille = await bearerFor(server.url, CAMILLE);
  const order = await bookPostalByCard('camille.card@example.com', camille);
  const opened = await ok<{ intent: { id: string } }>(api.post(`/api/sip/orders/${order.id}/online-payment`, { headers: camille, data: {} }));
  await fake.confirm(opened.intent.id, CARDS.declined); // its webhook reaches the server: the issue, and the e-mail
  const messages = () => ok<{ messages: { kind: string; text: string }[] }>(api.get(`/api/sip/admin/orders/${order.id}/messages`, { headers: admin }));
  await expect.poll(async () => (await messages()).messages.some((m) => m.kind === 'payment_failed'), { timeout: 30_000 }).toBe(true);
  const mail = (await messages()).messages.find((m) => m.kind === 'payment_failed')!;
  const link = mail.text.match(/\/en\/track\/[A-Za-z0-9_-]{43}\/pay/)?.[0];
  expect(link, mail.text).toBeDefined();

  // Another device, no session: the order's own page hides it, the e-mail's link opens the payment.
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    expect((await page.request.get(`${server.url}/api/sip/orders/${order.id}/online-payment`)).status()).toBe(404);
    await standInForStripe(page);
    await page.goto(`${server.url}${link}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.OnlinePayment.title);
    await expect(page.getByRole('heading', { name: en.OnlinePayment.issuesHeading })).toBeVisible();
    const field = page.getByLabel('Test card');
    await expect(field).toBeVisible();
    await page.screenshot({ path: 'artifacts/payments-pay-again-link.png', fullPage: true });
    await field.fill(CARDS.ok);
    await page.getByRole('button', { name: en.OnlinePayment.pay.split('{')[0]!.trim() }).click();
    await page.waitForURL(new RegExp(`${link!.replace(/\/pay$/, '')}\\?paid=1`));
    await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(true);
    expect(intentOf(order.id), 'the intent the account opened took the card').toHaveLength(1);
    // Back on the tracking page: nothing left to pay, no Pay now.
    await page.reload();
    await expect(page.getByTestId('payment-notice')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a revised quote above what was paid: accepted from the quote e-mail’s link, the customer pays the difference by card, once', async ({ browser }) => {
  test.setTimeout(150_000);
  const order = await bookPostalByCard('lea.quote@example.com');
  // Paid at booking (the pay page itself is the first test's): the intent confirmed at the stand-in, its webhook reaches the server.
  const opened = await ok<{ intent: { id: string } }>(api.post(`/api/sip/orders/${order.id}/online-payment`, { data: {} }));
  await fake.confirm(opened.intent.id, CARDS.ok);
  await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(true);
  for (const to of ['in_transit', 'received']) await ok(api.post(`/api/sip/orders/${order.id}/transitions`, { headers: admin, data: { to } }));
  await ok(
    api.post(`/api/sip/orders/${order.id}/quotes`, {
      headers: admin,
      data: { items: [{ itemId: order.itemId, subServices: [{ subServiceId: order.bookedId, quantity: 1 }, { subServiceId: order.extraId, quantity: 1 }] }], note: 'The lining is torn further than the photo showed.' },
    }),
  );
  // As the guest customer reads it (the order by its id, no session).
  const quoted = await ok<{ quote: { total: number; payOnAccept: number } }>(api.get(`/api/sip/orders/${order.id}`));
  const difference = quoted.quote.payOnAccept;
  expect(difference).toBeGreaterThan(0);

  // The quote e-mail's tracking link, in a browser with no session.
  const messages = () => ok<{ messages: { kind: string; text: string }[] }>(api.get(`/api/sip/admin/orders/${order.id}/messages`, { headers: admin }));
  await expect.poll(async () => (await messages()).messages.some((m) => m.kind === 'quote'), { timeout: 30_000 }).toBe(true);
  const mail = (await messages()).messages.find((m) => m.kind === 'quote')!;
  const link = mail.text.match(/\/en\/track\/[A-Za-z0-9_-]{43}/)?.[0];
  expect(link, mail.text).toBeDefined();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await standInForStripe(page);
    await page.goto(`${server.url}${link}`);
    const amount = formatMoney(majorToMinor(difference), 'EUR', 'en');
    await expect(page.getByTestId('quote-difference')).toContainText(amount);
    await page.getByRole('button', { name: en.Orders.quote.acceptAndPay.replace('{amount}', amount) }).click();
    // On to the link's payment step, for exactly the difference.
    await page.waitForURL(new RegExp(`${link}/pay$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.OnlinePayment.title);
    const field = page.getByLabel('Test card');
    await expect(field).toBeVisible();
    await page.screenshot({ path: 'artifacts/payments-quote-difference.png', fullPage: true });
    await field.fill(CARDS.ok);
    await page.getByRole('button', { name: en.OnlinePayment.pay.split('{')[0]!.trim() }).click();
    await page.waitForURL(new RegExp(`${link}\\?paid=1`));
    await expect.poll(async () => (await getOrder(order.id)).isPayed, { timeout: 15_000 }).toBe(true);
    const intents = intentOf(order.id);
    expect(intents, 'the booking’s intent and one for the difference').toHaveLength(2);
    expect(intents.map((pi) => pi.amount)).toContain(Math.round(difference * 100));
    expect(await getOrder(order.id)).toMatchObject({ status: 'in_repair', hasPaymentConfirmation: true });
  } finally {
    await context.close();
  }
});
