import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { formatMoney } from '../lib/money';
import { bookLinedSeamThroughApi, bookThroughApi } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// The staff console shows orders first (issue 35 item 8, docs/counter.md#staff-table): the filters
// fold behind a summary of the active ones, the first rows show above the fold on a counter
// tablet (1024 × 768) and a laptop (1280 × 800), and the table fits 1024 px with the longest
// values the schema allows.
const A = en.Admin;
const C = en.Counter;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The longest names the cart accepts (100 characters each, lib/schemas/cart.ts). */
const longName = (t: string) => ({ givenName: `Maximilienne-Eléonore-Joséphine ${'Anne-Marie-'.repeat(6)}`.slice(0, 100), familyName: `Delacroix-Beaumarchais-${t}-${'de-la-Tour-'.repeat(8)}`.slice(0, 100) });
/** An e-mail of 254 characters, the schema's maximum (local part of 64, labels of 63). */
const longEmail = (t: string, n: number) => {
  const local = `long-${t}-${n}-`.padEnd(64, 'x');
  const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(254 - 64 - 1 - 64 - 64 - 4)}.com`;
  return `${local}@${domain}`;
};

async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport });
  const page = await context.newPage();
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill(ADMIN.email);
  await page.getByLabel(en.Account.password).fill(ADMIN.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.orders.heading);
  return { page, close: () => context.close() };
}

const overflow = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.table-wrap')!;
    return { table: wrap.scrollWidth - wrap.clientWidth, page: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });

/**
 * The first order shows on the first screen, without scrolling: its number, customer, status and
 * amount inside the viewport (a row of 254-character e-mails is taller than any screen's rest).
 */
async function expectFirstRowInView(page: Page, height: number, step: string) {
  const row = page.locator('.orders-table tbody tr').first();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), step).toBe(0);
  await page.screenshot({ path: `artifacts/console-${step.replace(/\W+/g, '-')}.png` });
  const box = (await row.boundingBox())!;
  expect(box.y, `${step}: first row's top`).toBeGreaterThan(0);
  for (const part of [row.locator('.order-link'), row.locator('.customer-cell .block'), row.locator('td .badge').first(), row.locator('.money')]) {
    const b = (await part.first().boundingBox())!;
    expect(b.y + b.height, `${step}: first row's ${await part.first().getAttribute('class')}`).toBeLessThanOrEqual(height);
  }
  return box.y;
}

test('the console shows orders first: filters folded behind their summary, rows above the fold, the table fits 1024 px with the longest values', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const t = tag();
  // One order per currency, each with the longest names and e-mail the schema allows.
  const name = longName(t);
  await bookLinedSeamThroughApi(request, longEmail(t, 1), { language: 'en', name });
  await bookThroughApi(request, {
    zipCode: 'WC2H 9PU', country: 'GB', currency: 'GBP', language: 'en', optionKind: 'postal_label',
    customer: { ...name, email: longEmail(t, 2), phone: '+447911123456', address: { address: '3 Neal Street', city: 'London', zipCode: 'WC2H 9PU', country: 'GB' } },
  });
  await bookThroughApi(request, {
    zipCode: '10013', country: 'US', currency: 'USD', language: 'en', optionKind: 'postal_label',
    customer: { ...name, email: longEmail(t, 3), phone: '+12125550199', address: { address: '55 Grand Street', city: 'New York', state: 'NY', zipCode: '10013', country: 'US' } },
  });

  const { page, close } = await signedIn(browser, { width: 1024, height: 768 });
  // Amounts: the rows' totals as wide as a six-figure order in each row's own currency (the schema bounds none).
  let rewritten = 0;
  await page.route(/\/api\/sip\/admin\/orders\?/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { orders: { total: number; due?: number }[] };
    for (const o of body.orders) Object.assign(o, { total: 999_999.99, due: 999_999.99 });
    rewritten += body.orders.length;
    await route.fulfill({ response: res, json: body });
  });

  // Folded by default, on a wide screen too.
  const filters = page.locator('details.filters-more');
  await expect(filters).not.toHaveAttribute('open');
  await expect(filters.locator('summary')).toHaveText(C.filters.more.replace(/\{count, plural.*$/, ''));
  await expectFirstRowInView(page, 768, '1024 × 768');

  // Two filters applied: the summary says how many, and which.
  await filters.locator('summary').click();
  await page.getByRole('group', { name: A.filters.status }).getByLabel(A.statuses.booked, { exact: true }).check();
  await page.getByLabel(A.filters.archived).selectOption('all');
  await page.getByRole('searchbox', { name: A.filters.search }).fill(`long-${t}`);
  await page.getByRole('button', { name: A.filters.apply }).click();
  await expect(page).toHaveURL(/[?&]q=long-/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  await expect(filters).not.toHaveAttribute('open');
  await expect(filters.locator('summary')).toContainText('Filters (2 active)');
  await expect(filters.locator('summary')).toContainText(`${A.statuses.booked} · ${A.filters.archivedAll}`);
  expect(rewritten).toBeGreaterThanOrEqual(3);
  const table = page.getByRole('table');
  for (const currency of ['EUR', 'GBP', 'USD']) await expect(table).toContainText(formatMoney(99_999_999, currency, 'en'));
  await expect(table).toContainText(name.familyName);
  await expect(table).toContainText(longEmail(t, 3));

  expect(await overflow(page), 'horizontal scroll at 1024 px').toEqual({ table: 0, page: 0 });
  await expectFirstRowInView(page, 768, '1024 × 768, filtered');
  // Every cell stays inside the viewport.
  const right = await page.evaluate(() => Math.max(...[...document.querySelectorAll('.orders-table th, .orders-table td')].map((c) => c.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(1024);
  await expectAccessible(page, 'console 1024');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
  expect(await overflow(page), 'horizontal scroll at 1280 px').toEqual({ table: 0, page: 0 });
  await expectFirstRowInView(page, 800, '1280 × 800');
  await close();
});
