import { expect, test } from '@playwright/test';

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test('malformed percent-encoding in a dynamic segment is a 400 problem with the security headers, not Next\'s bare 500', async ({ request }) => {
  for (const path of ['/api/sip/orders/%ff', '/api/sip/shopping-cart/%E0%A4%A', '/v1/services/%zz', '/fr/orders/%ff']) {
    const res = await request.get(path, { headers: { 'accept-language': 'fr' } });
    expect(res.status(), path).toBe(400);
    expect(res.headers()['content-type'], path).toBe('application/problem+json');
    expect(res.headers(), path).toMatchObject(COMMON);
    expect(res.headers()['content-security-policy'], path).toContain("default-src 'none'");
    expect((await res.json()).code, path).toBe('bad_request');
  }
  // Well-formed encodings still reach the handlers (a foreign or unknown id is 404/401, never 400).
  const fine = await request.get('/api/sip/shopping-cart/a%20b');
  expect(fine.status()).toBe(404);
});
