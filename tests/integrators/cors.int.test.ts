import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_PATH, corsProxy } from '@/lib/http/cors-proxy';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { bearer, readyCart } from '../helpers/booking';
import { BASE, call } from '../helpers/http';

const STOREFRONT = 'https://shop.brand.example';
beforeAll(() => {
  process.env.CORS_ORIGINS = `${STOREFRONT}, https://other.brand.example`;
});
afterAll(() => {
  delete process.env.CORS_ORIGINS;
});

const through = (path: string, init: { method?: string; headers?: Record<string, string> }) => corsProxy(new NextRequest(new URL(path, BASE), init), path);

describe('CORS (docs/integrators.md#cors)', () => {
  it('a preflight from an allowed origin gets the methods and the headers the API reads, never credentials', async () => {
    const res = await through('/api/sip/shopping-cart', { method: 'OPTIONS', headers: { origin: STOREFRONT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    for (const h of ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'Accept-Language']) expect(res.headers.get('access-control-allow-headers')).toContain(h);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('a preflight from another origin gets no Access-Control-Allow-* at all', async () => {
    const res = await through('/v1/services', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(res.status).toBe(204);
    expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-allow'))).toEqual([]);
  });

  it('API answers name the allowed origin, expose the headers an integrator reads, and vary on Origin; pages get nothing', async () => {
    const res = await through('/v1/providers', { headers: { origin: STOREFRONT } });
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    for (const h of ['Link', 'Location', 'ETag', 'Idempotent-Replayed', 'Retry-After', 'RateLimit-Policy']) expect(res.headers.get('access-control-expose-headers')).toContain(h);
    expect(res.headers.get('vary')).toContain('Origin');
    const foreign = await through('/v1/providers', { headers: { origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('vary')).toContain('Origin');
    // Pages and /docs are not CORS paths.
    expect(['/fr', '/docs', '/api/openapi.json'].filter((p) => CORS_PATH.test(p))).toEqual([]);
    expect(['/v1', '/v1/services', '/api/sip/orders'].every((p) => CORS_PATH.test(p))).toBe(true);
  });

  it('a storefront books cross-origin with an API key; the cookie from that origin is still refused', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const key = ApiKeyCreatedSchema.parse((await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Storefront' }, headers: admin })).json);
    const headers = { origin: STOREFRONT, authorization: `Bearer ${key.secret}` };
    const { id: cartId } = await readyCart({ headers });
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'en' }, headers });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.source).toBe('api');
    // A guest without credentials from an allowed origin may create a cart; another origin may not.
    expect((await call(createCartRoute.POST, '/x', { method: 'POST', body: {}, headers: { origin: STOREFRONT } })).status).toBe(201);
    expect((await call(createCartRoute.POST, '/x', { method: 'POST', body: {}, headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const session = (await bearer('camille@reprise.demo', 'demo-customer-camille')).authorization?.slice(7) ?? '';
    const withCookie = await call(createCartRoute.POST, '/x', { method: 'POST', body: {}, headers: { origin: STOREFRONT, cookie: `reprise_session=${session}` } });
    expect(withCookie.status).toBe(403);
  });
});
