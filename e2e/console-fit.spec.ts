import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { formatMoney } from '../lib/money';
import { bookLinedSeamThroughApi, bookThroughApi } from './helpers/api-booking';
import { expectAccessible } from './helpers/booking';

// The staff console shows orders first (issue 35 item 8, docs/counter.md#staff-table): the filters
// fold behind a summary of the active ones, the first rows show on the first screen of a counter
// tablet (1024 × 768) and a laptop (1280 × 800), and the table fits 1024 px without a sideways
// scroll with the longest values the schema allows, filters active.
// (A first attempt was reverted: once filtered, its rows carried six-figure amounts and the table
// grew 57 px wider than 1024. The amounts are widened here for every list the browser fetches.)
const A = en.Admin;
const C = en.Counter;
const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const tag = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The longest names the cart accepts: 100 characters each (lib/schemas/cart.ts), a long unbroken word among them. */
const longName = (t: string) => ({
  givenName: `Maximilienne-Eléonore-Joséphine ${'Anne-Marie-'.repeat(7)}`.slice(0, 100),
  familyName: `Delacroix-Beaumarchais-${t}-${'de-la-Tour-'.repeat(8)}`.slice(0, 100),
});
/** An e-mail of 254 characters, the schema's maximum (a local part of 64, labels of 63). */
const longEmail = (t: string, n: number) => {
  const local = `long-${t}-${n}-`.padEnd(64, 'x');
  const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(254 - 65 - 64 - 64 - 4)}.com`;
  return `${local}@${domain}`;
};
/** A six-figure amount: the schema bounds none, and a counter's repairs never reach it. */
const WIDE_AMOUNT = 999_999.99;

async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-GB', viewport });
  const page = await context.newPage();
  // Every orders page the browser fetches shows the widest amounts, in each row's own currency.
  await page.route(/\/api\/sip\/admin\/orders\?/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { orders: { total: number }[] };
    for (const o of body.orders) o.total = WIDE_AMOUNT;
    await route.fulfill({ response: res, json: body });
  });
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill(ADMIN.email);
  await page.getByLabel(en.Account.password).fill(ADMIN.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByLabel(en.Account.password)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(A.orders.heading);
  return { page, close: () => context.close() };
}

/** How far the table and the page scroll sideways (0 when they fit). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const wrap = document.querySelector('.table-wrap')!;
    const table = document.querySelector('.orders-table')!;
    return {
      wrap: wrap.scrollWidth - wrap.clientWidth,
      table: table.scrollWidth - table.clientWidth,
      page: document.documentElement.scrollWidth - window.innerWidth,
      cellsPastRight: [...document.querySelectorAll('.orders-table th, .orders-table td')].filter((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5).length,
    };
  });

/** The first order, on the first screen without scrolling: its row starts inside the viewport, its number, customer, status and amount too. */
async function expectFirstRowInView(page: Page, height: number, step: string) {
  const row = page.locator('.orders-table tbody tr').first();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), step).toBe(0);
  const box = (await row.boundingBox())!;
  expect(box.y, `${step}: the first row's top`).toBeGreaterThan(0);
  expect(box.y, `${step}: the first row's top`).toBeLessThan(height);
  for (const part of ['.order-link', '.customer-name', 'td .badge', '.money']) {
    const b = (await row.locator(part).first().boundingBox())!;
    expect(b.y + b.height, `${step}: the first row's ${part}`).toBeLessThanOrEqual(height);
  }
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
  // Folded by default, on a wide screen too; nothing active yet.
  const filters = page.locator('details.filters-more');
  const summary = filters.locator('summary');
  await expect(filters).not.toHaveAttribute('open');
  await expect(summary).toHaveText(C.filters.more.replace(/\{count, plural.*$/, ''));
  await expectFirstRowInView(page, 768, '1024 × 768');
  expect(await overflow(page), 'sideways scroll at 1024 px').toEqual({ wrap: 0, table: 0, page: 0, cellsPastRight: 0 });

  // Two filters applied (and the search): the summary counts and names them; the form folds again.
  await summary.click();
  await page.getByRole('group', { name: A.filters.status }).getByLabel(A.statuses.booked, { exact: true }).check();
  await page.getByLabel(A.filters.archived).selectOption('all');
  await page.getByRole('searchbox', { name: A.filters.search }).fill(`long-${t}`);
  await page.getByRole('button', { name: A.filters.apply }).click();
  await expect(page).toHaveURL(/[?&]q=long-/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(filters).not.toHaveAttribute('open');
  await expect(summary).toContainText('Filters (2 active)');
  await expect(summary).toContainText(`${A.filters.status}: ${A.statuses.booked} · ${A.filters.archived}: ${A.filters.archivedAll}`);
  // The widest values are on screen: six-figure amounts in the three currencies, the long names and e-mails.
  for (const currency of ['EUR', 'GBP', 'USD']) await expect(table).toContainText(formatMoney(Math.round(WIDE_AMOUNT * 100), currency, 'en'));
  await expect(table.locator('.customer-email').first()).toHaveAttribute('title', /^long-/);
  await expect(table.locator('.customer-name').first()).toHaveAttribute('title', `${name.givenName} ${name.familyName}`);

  expect(await overflow(page), 'sideways scroll at 1024 px, filtered').toEqual({ wrap: 0, table: 0, page: 0, cellsPastRight: 0 });
  // Playwright scrolled down to click "Apply filters" in the open form; staff see the page from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectFirstRowInView(page, 768, '1024 × 768, filtered');

  // Open, the filters still leave the table inside 1024 px.
  await summary.click();
  await expect(page.getByRole('button', { name: A.filters.apply })).toBeVisible();
  expect(await overflow(page), 'sideways scroll at 1024 px, filters open').toEqual({ wrap: 0, table: 0, page: 0, cellsPastRight: 0 });
  await expectAccessible(page, 'console 1024');

  // A laptop: the same filtered view, as it opens from its address.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(filters).not.toHaveAttribute('open');
  expect(await overflow(page), 'sideways scroll at 1280 px').toEqual({ wrap: 0, table: 0, page: 0, cellsPastRight: 0 });
  await expectFirstRowInView(page, 800, '1280 × 800, filtered');
  await close();
});
