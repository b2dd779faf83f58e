import { expect, test } from '@playwright/test';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('pages carry a per-request CSP nonce and the security headers', async ({ page, request }) => {
  const first = await request.get('/en');
  const second = await request.get('/en');
  for (const res of [first, second]) {
    expect(res.status()).toBe(200);
    expect(res.headers()).toMatchObject(COMMON);
    expect(res.headers()['permissions-policy']).toContain('camera=()');
    expect(res.headers()['x-powered-by']).toBeUndefined();
    expect(res.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+' 'strict-dynamic'/);
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  }
  const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)![1];
  expect(nonce(first.headers()['content-security-policy']!)).not.toBe(nonce(second.headers()['content-security-policy']!));
  // Next puts the nonce on its own scripts, and the page still runs under the policy.
  const violations: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  const response = await page.goto('/en');
  const expected = nonce(response!.headers()['content-security-policy']!);
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  for (const n of scripts) expect(n).toBe(expected);
  expect(violations).toEqual([]);
});

test('API responses, errors and unknown paths carry the headers too', async ({ request }) => {
  for (const path of ['/v1/providers', '/api/health', '/api/sip/auth/me', '/v1/services', '/api/openapi.json']) {
    const res = await request.get(path);
    expect(res.headers(), path).toMatchObject(COMMON);
    expect(res.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(res.headers()['x-powered-by'], path).toBeUndefined();
  }
  const missing = await request.get('/en/no-such-page');
  expect(missing.status()).toBe(404);
  expect(missing.headers()).toMatchObject(COMMON);
});

test('cookie-authenticated state changes from a foreign origin are refused', async ({ request, baseURL }) => {
  // The app's own origin is the server's, whatever port E2E_PORT gave it.
  const own = new URL(baseURL!).origin;
  const login = await request.post('/api/sip/auth/login', {
    data: { email: 'camille@reprise.demo', password: 'demo-customer-camille' },
    headers: { origin: own },
  });
  expect(login.status()).toBe(200);
  const cookie = /reprise_session=[^;]+/.exec(login.headers()['set-cookie']!)![0];
  const foreign = await request.post('/api/sip/auth/logout', { headers: { cookie, origin: 'https://evil.example' } });
  expect(foreign.status()).toBe(403);
  const same = await request.post('/api/sip/auth/logout', { headers: { cookie, origin: own } });
  expect(same.status()).toBe(204);
});
