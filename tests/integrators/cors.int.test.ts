import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORS_PATH } from '@/lib/http/cors';
import * as unknownApiRoute from '@/app/api/[...path]/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as providersRoute from '@/app/v1/providers/route';
import * as servicesRoute from '@/app/v1/services/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const STOREFRONT = 'https://shop.brand.example';
beforeAll(() => {
  process.env.CORS_ORIGINS = `${STOREFRONT}, https://other.brand.example`;
});
afterAll(() => {
  delete process.env.CORS_ORIGINS;
});

// The routes answer CORS themselves (the proxy stays off API requests): called as Next calls them.
const ROUTES = { '/api/sip/shopping-cart': createCartRoute, '/v1/services': servicesRoute, '/v1/providers': providersRoute, '/api/sip/nowhere': unknownApiRoute } as const;
const through = (path: keyof typeof ROUTES | `${keyof typeof ROUTES}?${string}`, init: { method?: 'GET' | 'OPTIONS'; headers?: Record<string, string> }) =>
  call(ROUTES[path.split('?')[0] as keyof typeof ROUTES][init.method ?? 'GET'], path, init);

describe('CORS (docs/integrators.md#cors)', () => {
  it('a preflight from an allowed origin gets the methods and the headers the API reads, never credentials', async () => {
    const res = await through('/api/sip/shopping-cart', { method: 'OPTIONS', headers: { origin: STOREFRONT, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']) expect(res.headers.get('access-control-allow-methods')).toContain(method);
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
    // Unknown paths and wrong methods answer with the same headers, the catalogue's own Vary kept.
    const unknown = await through('/api/sip/nowhere', { headers: { origin: STOREFRONT } });
    expect([unknown.status, unknown.headers.get('access-control-allow-origin')]).toEqual([404, STOREFRONT]);
    const wrongMethod = await call(servicesRoute.DELETE, '/v1/services', { method: 'DELETE', headers: { origin: STOREFRONT } });
    expect([wrongMethod.status, wrongMethod.headers.get('access-control-allow-origin')]).toEqual([405, STOREFRONT]);
    const services = await through('/v1/services?subClothesCategoryIds=x&zipCode=75011&country=FR', { headers: { origin: STOREFRONT } });
    expect(services.status).toBe(200);
    expect(services.headers.get('vary')).toMatch(/Accept-Language.*Origin|Origin.*Accept-Language/);
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

  it('every API route file exports the OPTIONS that answers preflights (the proxy no longer does)', () => {
    const files = (fs.readdirSync('app', { recursive: true }) as string[]).filter((f) => f.endsWith('route.ts') && /^(api|v1)\//.test(f.split(path.sep).join('/')));
    const missing = files.filter((f) => !/export const \{[^}]*\bOPTIONS\b[^}]*\}/.test(fs.readFileSync(path.join('app', f), 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
