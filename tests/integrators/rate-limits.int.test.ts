import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { RATE_LIMITS } from '@/lib/auth/rate-limit';
import { peerAddressHeader } from '@/lib/http/peer-address';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { photo, upload } from '../api/photos-helpers';

// Smaller budgets for the test (the module's own policy objects, so the code under test reads them).
const saved = { carts: RATE_LIMITS.carts.max, signups: RATE_LIMITS.signups.max };
beforeAll(() => {
  process.env.RATE_LIMITS = 'on';
  RATE_LIMITS.carts.max = 8;
  RATE_LIMITS.signups.max = 4;
});
afterAll(() => {
  process.env.RATE_LIMITS = 'off';
  Object.assign(RATE_LIMITS.carts, { max: saved.carts });
  Object.assign(RATE_LIMITS.signups, { max: saved.signups });
});

const from = (ip: string) => ({ [peerAddressHeader()]: ip });
const newCart = (headers: Record<string, string>) => call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {}, headers });

describe('rate limits an integrator can read (docs/integrators.md#rate-limits)', () => {
  it('cart creation: RateLimit-Policy and RateLimit on every answer, then 429 with Retry-After, per address', async () => {
    const { max } = RATE_LIMITS.carts;
    const first = await newCart(from('203.0.113.10'));
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-policy')).toBe(`"carts";q=${max};w=60`);
    expect(first.headers.get('ratelimit')).toMatch(new RegExp(`^"carts";r=${max - 1};t=(60|59)$`));
    for (let i = 1; i < max; i++) expect((await newCart(from('203.0.113.10'))).status).toBe(201);
    const refused = await newCart(from('203.0.113.10'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit')).toMatch(/^"carts";r=0;t=\d+$/);
    // Another address, and an API key from the same address, have their own budgets.
    expect((await newCart(from('203.0.113.11'))).status).toBe(201);
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const key = ApiKeyCreatedSchema.parse((await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'limits' }, headers: admin })).json);
    const keyed = await newCart({ ...from('203.0.113.10'), authorization: `Bearer ${key.secret}` });
    expect(keyed.status).toBe(201);
    expect(keyed.headers.get('ratelimit')).toContain(`r=${max - 1}`);
  }, 120_000);

  it('signups are limited per address', async () => {
    const { max } = RATE_LIMITS.signups;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const res = await call(signupRoute.POST, '/x', { method: 'POST', body: { email: `rl-${i}-${Date.now()}@example.com`, password: 'short', givenName: 'R', familyName: 'L' }, headers: from('198.51.100.7') });
      statuses.push(res.status);
      if (i === 0) expect(res.headers.get('ratelimit-policy')).toBe(`"signups";q=${max};w=3600`);
    }
    // Refused signups (a weak password: 422) count too, and say so in their headers.
    expect(statuses.slice(0, max)).toEqual(Array.from({ length: max }, () => 422));
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);

  it('photo uploads and discount-code checks carry their headers', async () => {
    const cart = await newCart(from('198.51.100.8'));
    const id = cart.json.id as string;
    const uploaded = await upload([{ name: 'a.jpg', type: 'image/jpeg', bytes: await photo(400, 300) }], { cartId: id }, from('198.51.100.8'));
    expect(uploaded.status, uploaded.text).toBe(201);
    expect(uploaded.headers.get('ratelimit-policy')).toBe(`"photos";q=${RATE_LIMITS.photos.max};w=60`);
    const checked = await call(cartRoute.PATCH, '/x', { method: 'PATCH', body: { discountCode: 'WELCOME10' }, params: { id }, headers: from('198.51.100.8') });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.headers.get('ratelimit-policy')).toBe('"codes-cart";q=10;w=900, "codes";q=30;w=900');
    expect(checked.headers.get('ratelimit')).toMatch(/^"codes-cart";r=9;t=\d+, "codes";r=29;t=\d+$/);
    // A refused code counts as well, and its 422 says so.
    const refused = await call(cartRoute.PATCH, '/x', { method: 'PATCH', body: { discountCode: 'NOT-A-CODE' }, params: { id }, headers: from('198.51.100.8') });
    expect([refused.status, refused.json?.code]).toEqual([422, 'validation_failed']);
    expect(refused.headers.get('ratelimit')).toMatch(/^"codes-cart";r=8;t=\d+, "codes";r=28;t=\d+$/);
  });
});
