import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { bearerFor, bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible, waitForHydration } from './helpers/booking';

// Issue 29 "Done when": axe finds no serious violation on any back-office page; they work by
// keyboard and on a 1024 px tablet without horizontal scrolling. Every page of
// app/[locale]/admin/**/page.tsx, signed in as the demo admin, at 1024×768: axe (no serious or
// critical violation), the document no wider than the window, and Tab from the top of the page
// reaches the page's main action.

const ADMIN = { email: 'admin@reprise.demo', password: 'demo-admin-reprise' };
const MAX_TABS = 200;

type AdminPage = {
  path: (ids: { order: string; atelier: string; payee: string }) => string;
  /**
   * The page's main action, reached by Tab, in the page's own content (the admin bar above it is
   * left out); the first one when the page lists records. Null for a page that only reads (the
   * audit log, the wait list): there Tab must reach the page's own entry in the back-office menu.
   */
  action: ((content: Locator) => Locator) | null;
};

const firstSubmit = (content: Locator) => content.locator('button[type="submit"]:not([disabled])').first();
const firstRecord = (content: Locator) => content.locator('details > summary').first();
const firstControl = (content: Locator) => content.locator('a[href], button:not([disabled]), input:not([type="hidden"]), select, summary').first();

// One entry per app/[locale]/admin/**/page.tsx (the `pages` test below checks none is missing).
const PAGES: Record<string, AdminPage> = {
  'admin/page.tsx': { path: () => '/en/admin', action: (content) => content.locator('a[href*="/admin/orders/"]').first() },
  'admin/orders/[id]/page.tsx': { path: ({ order }) => `/en/admin/orders/${order}`, action: firstControl },
  'admin/orders/[id]/ticket/page.tsx': { path: ({ order }) => `/en/admin/orders/${order}/ticket`, action: firstControl },
  'admin/counter/page.tsx': { path: () => '/en/admin/counter', action: firstControl },
  'admin/scan/page.tsx': { path: () => '/en/admin/scan', action: firstControl },
  'admin/dashboard/page.tsx': { path: () => '/en/admin/dashboard', action: (content) => content.locator('form.dash-filters button[type="submit"]') },
  'admin/day-report/page.tsx': { path: () => '/en/admin/day-report', action: firstSubmit },
  'admin/claims/page.tsx': { path: () => '/en/admin/claims', action: firstSubmit },
  'admin/wait-list/page.tsx': { path: () => '/en/admin/wait-list', action: null },
  'admin/webhooks/page.tsx': { path: () => '/en/admin/webhooks', action: firstSubmit },
  'admin/api-keys/page.tsx': { path: () => '/en/admin/api-keys', action: (content) => content.getByRole('button', { name: en.ApiKeys.create }) },
  'admin/audit-log/page.tsx': { path: () => '/en/admin/audit-log', action: null },
  'admin/people/page.tsx': { path: () => '/en/admin/people', action: (content) => content.getByRole('button', { name: en.People.invite.submit }) },
  'admin/catalogue/page.tsx': { path: () => '/en/admin/catalogue', action: firstRecord },
  'admin/ateliers/page.tsx': { path: () => '/en/admin/ateliers', action: firstRecord },
  'admin/ateliers/[id]/capacity/page.tsx': { path: ({ atelier }) => `/en/admin/ateliers/${atelier}/capacity`, action: firstSubmit },
  'admin/ateliers/[id]/statements/page.tsx': { path: ({ atelier }) => `/en/admin/ateliers/${atelier}/statements`, action: firstControl },
  'admin/payees/page.tsx': { path: () => '/en/admin/payees', action: firstSubmit },
  'admin/payees/[id]/statements/page.tsx': { path: ({ payee }) => `/en/admin/payees/${payee}/statements`, action: firstControl },
  'admin/stores/page.tsx': { path: () => '/en/admin/stores', action: firstRecord },
  'admin/delivery-options/page.tsx': { path: () => '/en/admin/delivery-options', action: firstRecord },
};

/** Tab from the top of the page until `target` has the focus; how many presses it took. */
async function tabTo(page: Page, target: Locator, step: string): Promise<number> {
  await expect(target, `${step}: its main action`).toBeVisible();
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let presses = 1; presses <= MAX_TABS; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${step}: Tab never reached the main action in ${MAX_TABS} presses`);
}

test('every back-office page: axe, 1024 px without horizontal scroll, Tab reaches the main action', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const order = await bookLinedSeamThroughApi(request, `a11y-${Date.now()}@example.com`, { language: 'en' });
  const providers = (await (await request.get('/v1/providers')).json()).providers as { id: string }[];
  // An operator to pay: a fresh database has none (docs/atelier.md#payee-statements).
  const created = await request.post('/api/sip/admin/payees', { headers: await bearerFor(baseURL!, ADMIN), data: { role: 'operator', name: `A11y operator ${Date.now()}` } });
  expect(created.status(), await created.text()).toBe(201);
  const ids = { order: order.id, atelier: providers[0]!.id, payee: ((await created.json()) as { id: string }).id };

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill(ADMIN.email);
  await page.getByLabel(en.Account.password).fill(ADMIN.password);
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await expect(page.getByLabel(en.Account.password)).toHaveCount(0);

  for (const [file, spec] of Object.entries(PAGES)) {
    const step = `${file} (${spec.path(ids)})`;
    const response = await page.goto(spec.path(ids));
    expect(response?.status(), step).toBe(200);
    await waitForHydration(page);
    await expectAccessible(page, step);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll, `${step}: horizontal scroll at 1024 px`).toBeLessThanOrEqual(widths.inner);
    const content = page.locator('main .admin > :not(.admin-bar)');
    const own = spec.action?.(content);
    // A page whose list may be empty on a fresh database (statements) falls back to its menu entry too.
    const target = own && (await own.count()) > 0 ? own : page.locator('main .admin-bar [aria-current="page"]').first();
    await tabTo(page, target, step);
  }
});

test('the list above names every back-office page', async () => {
  const found = (fs.readdirSync('app/[locale]/admin', { recursive: true }) as string[])
    .map((f) => `admin/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('/page.tsx'))
    .sort();
  expect(found.length).toBeGreaterThan(10);
  expect(Object.keys(PAGES).sort()).toEqual(found);
});
