import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import { expectAccessible } from './helpers/booking';

// docs/integrators.md: a brand's storefront on its own origin, and the reference page.
const STOREFRONT = 'http://shop.localhost:4999';
// The made-up storefront is served by page.route, so Chromium counts it as a public page calling a
// loopback server and asks for Local Network Access permission; a real storefront calls a public
// API and never meets it. Same browser as playwright.config.ts, with that check off.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu', '--disable-quic', '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,PrivateNetworkAccessSendPreflights'],
  },
});
const OTHER = 'http://evil.localhost:4998';

/** Opens a blank page of a made-up origin (served by page.route) from which scripts call the API. */
async function openOrigin(page: Page, origin: string) {
  await page.route(`${origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>shop</title><p>shop</p>' }));
  await page.goto(`${origin}/`);
}

test('a storefront on another origin calls the API with an API key; another origin is refused by the browser', async ({ page, request, baseURL }) => {
  const login = await request.post('/api/sip/auth/login', { data: { email: 'admin@reprise.demo', password: 'demo-admin-reprise' } });
  const admin = { authorization: `Bearer ${(await login.json()).session.token}` };
  const created = await request.post('/api/sip/admin/api-keys', { data: { name: 'Storefront e2e' }, headers: admin });
  expect(created.status()).toBe(201);
  const { secret } = await created.json();

  await openOrigin(page, STOREFRONT);
  const answer = await page.evaluate(
    async ({ api, key }) => {
      const res = await fetch(`${api}/api/sip/shopping-cart`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': 'e2e-cart' }, body: '{}' });
      const cart = await res.json();
      const read = await fetch(`${api}/api/sip/shopping-cart/${cart.id}`, { headers: { authorization: `Bearer ${key}` } });
      return { status: res.status, source: cart.source, policy: res.headers.get('ratelimit-policy'), readStatus: read.status };
    },
    { api: baseURL!, key: secret },
  );
  expect(answer).toEqual({ status: 201, source: 'api', policy: expect.stringContaining('"carts"'), readStatus: 200 });

  const other = await page.context().newPage();
  await openOrigin(other, OTHER);
  const refused = await other.evaluate(async (api) => {
    try {
      await fetch(`${api}/api/sip/shopping-cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      return 'read';
    } catch {
      return 'blocked';
    }
  }, baseURL!);
  expect(refused).toBe('blocked');

  // Revoked: the storefront's next call is 401.
  const keys = await (await request.get('/api/sip/admin/api-keys', { headers: admin })).json();
  const id = keys.keys.find((k: { name: string }) => k.name === 'Storefront e2e').id;
  expect((await request.delete(`/api/sip/admin/api-keys/${id}`, { headers: admin })).status()).toBe(204);
  const after = await page.evaluate(async ({ api, key }) => (await fetch(`${api}/api/sip/orders`, { headers: { authorization: `Bearer ${key}` } })).status, { api: baseURL!, key: secret });
  expect(after).toBe(401);
});

test('unknown API paths answer problem+json 404 with the security headers', async ({ request }) => {
  for (const path of ['/api/sip/nope', '/v1/nope/deeper', '/api/nope']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(res.headers()['content-type']).toContain('application/problem+json');
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
  }
});

test('a trailing slash on an API path is answered as without it, CORS and JSON included; pages still redirect', async ({ request }) => {
  // docs/integrators.md#trailing-slash: never Next's bodiless 308, which a browser on another origin cannot follow.
  const origin = { origin: STOREFRONT };
  const stores = await request.get('/api/sip/stores/', { headers: origin, maxRedirects: 0 });
  expect(stores.status()).toBe(200);
  expect(stores.headers()['access-control-allow-origin']).toBe(STOREFRONT);
  expect(await stores.json()).toEqual(await (await request.get('/api/sip/stores', { headers: origin })).json());
  const cart = await request.post('/api/sip/shopping-cart/', { data: {}, headers: origin, maxRedirects: 0 });
  expect([cart.status(), cart.headers()['access-control-allow-origin']]).toEqual([201, STOREFRONT]);
  expect(cart.headers()['content-type']).toContain('application/json');
  const unknown = await request.post('/api/sip/nope/', { headers: origin, maxRedirects: 0 });
  expect([unknown.status(), unknown.headers()['access-control-allow-origin']]).toEqual([404, STOREFRONT]);
  expect(unknown.headers()['content-type']).toContain('application/problem+json');
  expect(unknown.headers()['content-security-policy']).toContain("default-src 'none'");
  const services = await request.get('/v1/clothes-categories/', { maxRedirects: 0 });
  expect(services.status()).toBe(200);
  const page = await request.get('/en/', { maxRedirects: 0 });
  expect([page.status(), page.headers()['location']]).toEqual([308, '/en']);
});

test('the reference page: no AI, MCP or deploy menus, nothing loaded from elsewhere, no console error', async ({ page, baseURL }) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => !r.url().startsWith(baseURL!) && !r.url().startsWith('data:') && foreign.push(r.url()));
  await page.goto('/docs');
  await expect(page.getByText('List clothes categories (first booking step)').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('API keys').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const menu of [/ask ai/i, /generate mcp/i, /^deploy/i]) await expect(page.getByText(menu)).toHaveCount(0);
  await expect(page.locator('#problem-json_required')).toContainText('415');
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('an admin creates an API key on the admin page, sees its secret once, and revokes it; axe clean at 1280 and 390 px', async ({ page }) => {
  const K = en.ApiKeys;
  await page.goto('/en/admin');
  await page.getByLabel(en.Account.email).fill('admin@reprise.demo');
  await page.getByLabel(en.Account.password).fill('demo-admin-reprise');
  await page.getByRole('button', { name: en.Account.signIn }).click();
  await page.getByRole('link', { name: K.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(K.title);
  await page.getByLabel(K.name).fill('Back office e2e');
  await page.getByLabel(K.store).selectOption({ label: 'Reprise Paris Marais' });
  await page.getByRole('button', { name: K.create }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveText(/^rk_live_[A-Za-z0-9_-]{43}$/);
  const row = page.getByRole('row', { name: /Back office e2e/ });
  await expect(row).toContainText('Reprise Paris Marais');
  await expectAccessible(page, 'api keys 1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'api keys 390');
  await row.getByRole('button', { name: `${K.revoke} Back office e2e` }).click();
  await expect(row).toContainText('Revoked');
});
