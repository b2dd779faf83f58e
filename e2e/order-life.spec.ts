import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse, type Browser, type Page } from '@playwright/test';
import { activeAttributes } from '../lib/attributes/validate';
import type { AttributeDefinition } from '../lib/attributes/types';
import { groupFromWire } from '../lib/client/attribute-groups';
import type { AttributeGroupWire } from '../lib/schemas/catalogue';
import en from '../messages/en.json' with { type: 'json' };
import fr from '../messages/fr.json' with { type: 'json' };
import { trackingLinkOf } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// Issue 16: two staff on one order (a stale page refreshes itself and says what changed), staff
// recording a customer's phone consent, and the customer answering a quote from the tracking link.

const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' }; // Hugo Lefèvre, web bookings' store
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
type Headers = Record<string, string>;

test.describe.configure({ mode: 'parallel' });

const ok = async <T>(res: Promise<APIResponse>): Promise<T> => {
  const r = await res;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
};

const sample = (def: AttributeDefinition) =>
  ({ text: 'Navy', textArea: 'Navy', number: String(def.metadata.min ?? 1), date: '2025-06-01', checkbox: 'true' })[def.type as string] ?? def.metadata.options?.[0]?.value;

/** A web order of the lined-seam repair at `received`, with the atelier's other trouser service to quote. */
async function receivedOrder(request: APIRequestContext, staff: Headers) {
  const { categories } = await ok<{ categories: { categoryId: string; subClothesCategories: { id: string; name: { en: string }; attributesGroup: AttributeGroupWire }[] }[] }>(
    request.get('/v1/clothes-categories'),
  );
  const category = categories.find((c) => c.subClothesCategories.some((s) => s.name.en === 'Tailored trousers'))!;
  const sub = category.subClothesCategories.find((s) => s.name.en === 'Tailored trousers')!;
  const services = await ok<{ providerId: string; subServices: { id: string; name: { en: string }; attributeGroup: AttributeGroupWire; price: Record<string, string> }[] }[]>(
    request.get(`/v1/services?subClothesCategoryIds=${sub.id}&country=FR&zipCode=75011`),
  );
  const service = services.find((s) => s.subServices.some((ss) => ss.name.en === 'Re-stitch lined seam'))!;
  const booked = service.subServices.find((ss) => ss.name.en === 'Re-stitch lined seam')!;
  const extra = service.subServices.find((ss) => ss.id !== booked.id && ss.price.EUR !== undefined)!;
  const groups = [groupFromWire(sub.attributesGroup), groupFromWire(booked.attributeGroup)];
  const values: Record<string, string> = {};
  for (let pass = 0; pass < 3; pass++)
    for (const g of groups) for (const def of activeAttributes(g, values)) if (def.isRequired && values[def.identifier] === undefined && sample(def) !== undefined) values[def.identifier] = sample(def)!;
  const cart = await ok<{ id: string }>(request.post('/api/sip/shopping-cart', { data: { language: 'en' } }));
  const withItem = await ok<{ items: { id: string }[] }>(
    request.post(`/api/sip/shopping-cart/${cart.id}/items`, {
      data: { provider: service.providerId, items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: booked.id, quantity: 1 }], values }] },
    }),
  );
  await ok(
    request.post(`/api/sip/shopping-cart/${cart.id}/customer`, {
      data: { givenName: 'Léa', familyName: 'Fontaine', email: `q-${Date.now()}@example.com`, phone: '+33612345678', address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } },
    }),
  );
  const { logisticOptions } = await ok<{ logisticOptions: { id: string; kind: string }[] }>(request.get(`/api/sip/shopping-cart/${cart.id}/logistic-options`));
  await ok(request.post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { data: { logisticOption: logisticOptions.find((o) => o.kind === 'postal_label')!.id } }));
  const order = await ok<{ id: string; orderNumber: string }>(request.post('/api/sip/orders', { data: { cartId: cart.id, language: 'en' } }));
  for (const to of ['in_transit', 'received']) await ok(request.post(`/api/sip/orders/${order.id}/transitions`, { data: { to }, headers: staff }));
  const quote = (headers: Headers) =>
    ok(
      request.post(`/api/sip/orders/${order.id}/quotes`, {
        data: { items: [{ itemId: withItem.items[0]!.id, subServices: [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }] }], note: 'La doublure est déchirée plus loin que sur la photo.' },
        headers,
      }),
    );
  return { ...order, booked, extra, quote };
}

/** A bearer token from a context of its own (a cookie left in a shared one would make later calls cookie calls). */
async function token(baseURL: string, who: { email: string; password: string }): Promise<Headers> {
  const context = await playwrightRequest.newContext({ baseURL });
  const res = await context.post('/api/sip/auth/login', { data: who });
  expect(res.status()).toBe(200);
  const session = (await res.json()).session.token as string;
  await context.dispose();
  return { authorization: `Bearer ${session}` };
}

async function staffPage(browser: Browser, locale: 'fr' | 'en', orderId: string): Promise<Page> {
  const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-FR' : 'en-GB', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const { Account: account, Admin: admin } = locale === 'fr' ? fr : en;
  await page.goto(`/${locale}/admin`);
  await page.getByLabel(account.email).fill(STAFF_ONLINE.email);
  await page.getByLabel(account.password).fill(STAFF_ONLINE.password);
  await page.getByRole('button', { name: account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(admin.orders.heading);
  await page.goto(`/${locale}/admin/orders/${orderId}`);
  return page;
}

test('a stale staff page cannot start a repair a colleague has just re-quoted: it refreshes and says what changed, in French', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  const page = await staffPage(browser, 'fr', order.id);
  const A = fr.Admin;
  await expect(page.locator('.detail-badges')).toContainText(A.statuses.received);
  // Meanwhile a colleague sends a revised quote.
  await order.quote(await token(baseURL!, ADMIN));
  const actions = page.locator('section', { has: page.getByRole('heading', { name: A.detail.actions }) });
  await actions.getByRole('radio', { name: A.statuses.in_repair, exact: true }).check();
  await actions.getByRole('button', { name: A.detail.moveButton.replace('{status}', A.statuses.in_repair) }).click();
  const notice = page.getByTestId('order-page-notice');
  await expect(notice).toContainText(fr.OrderLife.stale.refreshed);
  await expect(notice).toContainText(fr.OrderLife.stale.status.replace('{from}', A.statuses.received).replace('{to}', A.statuses.quote_pending));
  await expect(notice).toBeFocused();
  await expect(page.locator('.detail-badges')).toContainText(A.statuses.quote_pending);
  // The status radios gave way to recording the customer's answer; nothing moved on the server.
  await expect(page.getByRole('heading', { name: fr.OrderLife.answer.heading })).toBeVisible();
  const now = await ok<{ status: string }>(request.get(`/api/sip/orders/${order.id}`, { headers: staff }));
  expect(now.status).toBe('quote_pending');
  await expect(page.locator('body')).not.toContainText('quote_pending');
  await expectAccessible(page, 'stale notice');
  await page.context().close();
});

test('staff record a customer’s consent given by phone, and the history says so', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  await order.quote(staff);
  const page = await staffPage(browser, 'en', order.id);
  const L = en.OrderLife;
  const form = page.locator('section', { has: page.getByRole('heading', { name: L.answer.heading }) });
  await expect(page.locator('.quote-table')).toContainText(order.extra.name.en);
  await form.getByRole('button', { name: L.answer.submit }).click();
  await expect(form).toContainText(L.answer.chooseAnswer);
  await form.getByRole('radio', { name: L.answer.accepted }).check();
  await form.getByRole('radio', { name: L.channels.phone }).check();
  await form.getByLabel(L.answer.note).fill('Called at 10:12, she agrees to the lining repair.');
  await expectAccessible(page, 'answer form');
  await form.getByRole('button', { name: L.answer.submit }).click();
  await expect(page.locator('.detail-badges')).toContainText(en.Admin.statuses.in_repair);
  const history = page.locator('.admin-timeline');
  await expect(history).toContainText(L.onBehalf.replace('{who}', 'Hugo Lefèvre').replace('{channel}', L.channelWords.phone));
  await expect(history).toContainText('Called at 10:12, she agrees to the lining repair.');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(history).toBeVisible();
  await page.context().close();
});

test('the customer sees the quote line by line on the tracking page and accepts it', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  await order.quote(staff);
  // The tracking link of the customer's e-mails (kept, no SMTP here), read as staff would.
  const link = await trackingLinkOf(request, order.id, staff);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(link);
  const quote = page.getByRole('region', { name: en.Orders.quote.heading });
  const table = quote.locator('.quote-table');
  await expect(table.getByRole('row', { name: new RegExp(order.booked.name.en) })).toContainText(en.OrderLife.quote.unchanged);
  await expect(table.getByRole('row', { name: new RegExp(order.extra.name.en) })).toContainText(en.OrderLife.quote.added);
  await expect(quote).toContainText('La doublure est déchirée plus loin que sur la photo.');
  await expectAccessible(page, 'tracking quote');
  await quote.getByRole('button', { name: en.Orders.quote.accept }).click();
  await expect(page.locator('#track-status').getByText(en.Orders.statuses.in_repair)).toBeVisible();
  await expect(page.getByRole('region', { name: en.Orders.quote.heading })).toHaveCount(0);
  const after = await ok<{ status: string; histories: { onBehalf: string | null }[] }>(request.get(`/api/sip/orders/${order.id}`, { headers: staff }));
  expect(after.status).toBe('in_repair');
  expect(after.histories.at(-1)!.onBehalf).toBeNull();
  await context.close();
});

test('staff add a free line to the revised quote after inspection; the customer reads it in the quote table on their phone', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  const page = await staffPage(browser, 'en', order.id);
  const Q = en.Admin.quote;
  // A French store: the labels' VAT wording (`{tax, select, vat {…} other {…}}`, lib/i18n/country-copy.ts).
  const vatWording = (message: string) => /\{tax, select, vat \{([^}]*)\}/.exec(message)![1]!;
  const form = page.locator('.quote-form');
  await form.getByRole('button', { name: Q.addFreeLine }).click();
  await form.getByLabel(Q.note).fill('The left sleeve lining is torn too.');
  await form.getByRole('button', { name: Q.submit }).click();
  await expect(form).toContainText(Q.freeLabelRequired);
  await expect(form).toContainText(Q.freeAmountInvalid);
  await form.getByLabel(Q.freeLabel).fill('Re-line the left sleeve');
  await form.getByLabel(`${vatWording(Q.freeAmount)} (EUR)`).fill('18,50');
  await form.getByLabel(vatWording(Q.freeVatRate)).fill('10');
  await expectAccessible(page, 'quote form with a free line');
  await form.getByRole('button', { name: Q.submit }).click();
  await expect(page.locator('.detail-badges')).toContainText(en.Admin.statuses.quote_pending);
  await expect(page.locator('.quote-table')).toContainText('Re-line the left sleeve');
  const seen = await ok<{ quote: { lines: { free: boolean; price: number; displayName: { en: string } }[] } }>(request.get(`/api/sip/orders/${order.id}`, { headers: staff }));
  expect(seen.quote.lines.filter((l) => l.free).map((l) => [l.displayName.en, l.price])).toEqual([['Re-line the left sleeve', 18.5]]);
  await page.context().close();

  const link = await trackingLinkOf(request, order.id, staff);
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(link);
  const quote = phone.getByRole('region', { name: en.Orders.quote.heading });
  const row = quote.locator('.quote-table').getByRole('row', { name: /Re-line the left sleeve/ });
  await expect(row).toContainText(en.OrderLife.quote.added);
  await expect(row).toContainText(en.OrderLife.quote.free);
  await expect(row).toContainText('18.50');
  await context.close();
});

test('a staff session that ends mid-work is never downgraded: the sign-in shows in place and the typed note survives', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  const page = await staffPage(browser, 'en', order.id);
  const A = en.Admin;
  const actions = page.locator('section', { has: page.getByRole('heading', { name: A.detail.actions }) });
  await actions.getByRole('radio', { name: A.statuses.in_repair, exact: true }).check();
  await actions.getByLabel(A.detail.noteLabel).fill('Lining checked, starting now.');
  // The session ends on the server (signed out elsewhere).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'reprise_session')!;
  expect((await request.post('/api/sip/auth/logout', { headers: { authorization: `Bearer ${cookie.value}` } })).status()).toBe(204);
  await actions.getByRole('button', { name: A.detail.moveButton.replace('{status}', A.statuses.in_repair) }).click();
  const notice = page.getByTestId('order-page-notice');
  await expect(notice).toContainText(en.OrderLife.session.expired);
  await expect(actions.getByLabel(A.detail.noteLabel)).toHaveValue('Lining checked, starting now.');
  expect((await ok<{ status: string }>(request.get(`/api/sip/orders/${order.id}`, { headers: staff }))).status).toBe('received');
  await notice.getByLabel(en.Account.email).fill(STAFF_ONLINE.email);
  await notice.getByLabel(en.Account.password).fill(STAFF_ONLINE.password);
  await notice.getByRole('button', { name: en.Account.signIn }).click();
  await expect(notice).toContainText(en.OrderLife.session.signedIn);
  await actions.getByRole('button', { name: A.detail.moveButton.replace('{status}', A.statuses.in_repair) }).click();
  await expect(page.locator('.detail-badges')).toContainText(A.statuses.in_repair);
  await expect(page.locator('.admin-timeline')).toContainText('Lining checked, starting now.');
  await expect(page.locator('.admin-timeline')).toContainText('Hugo Lefèvre');
  await page.context().close();
});

test('the customer’s quote table fits a 320 and a 390 px phone without a sideways scroll', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await token(baseURL!, STAFF_ONLINE);
  const order = await receivedOrder(request, staff);
  await order.quote(staff);
  const link = await trackingLinkOf(request, order.id, staff);
  for (const width of [320, 390]) {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height: 844 } });
    const page = await context.newPage();
    await page.goto(link);
    const quote = page.getByRole('region', { name: en.Orders.quote.heading });
    const table = quote.locator('.quote-table');
    const row = table.getByRole('row', { name: new RegExp(order.extra.name.en) });
    await expect(row).toContainText(en.OrderLife.quote.added);
    const overflow = await page.evaluate(() => {
      const wrap = document.querySelector('.quote-table-wrap')!;
      const table = document.querySelector('.quote-table')!;
      return { wrap: wrap.scrollWidth - wrap.clientWidth, table: table.scrollWidth - table.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(overflow, `${width} px`).toEqual({ wrap: 0, table: 0, page: 0 });
    // Every cell of every line inside the screen, the price readable beside its column's name.
    const right = await table.evaluate((t) => Math.max(...[...t.querySelectorAll('td')].map((c) => c.getBoundingClientRect().right)));
    expect(right, `${width} px`).toBeLessThanOrEqual(width);
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect(row.getByRole('cell').nth(2)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: en.OrderLife.quote.price })).toHaveCount(1);
    await expectAccessible(page, `quote table ${width}`);
    await context.close();
  }
});
