import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import loadCustomRoutes from 'next/dist/lib/load-custom-routes';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { getRedirectStatus } from 'next/dist/lib/redirect-status';
import { defaultConfig, type NextConfig } from 'next/dist/server/config-shared';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import configFor from '@/next.config.mjs';
import * as unknownApiRoute from '@/app/api/[...path]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as storesRoute from '@/app/api/sip/stores/route';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/integrators.md#trailing-slash: a trailing slash on an API path is answered as without it,
// never by Next's bodiless 308 (which carries no CORS headers, so a browser on another origin fails).

/** What Next's router does with a path before any route runs, from next.config.mjs and Next's own routing code. */
async function routing(config: NextConfig) {
  const routes = await loadCustomRoutes({ ...defaultConfig, ...config } as Parameters<typeof loadCustomRoutes>[0]);
  const redirects = routes.redirects.map((r) => buildCustomRoute('redirect', r, '', false));
  const headers = routes.headers.map((r) => buildCustomRoute('header', r, '', false));
  return {
    /** The redirect Next answers for `path` (status and Location path), or null when the path goes on to the routes. */
    redirect(path: string) {
      for (const r of redirects) {
        const params = r.match(path);
        if (!params) continue;
        const { parsedDestination } = prepareDestination({ appendParamsToQuery: false, destination: r.destination, params, query: {} });
        return { status: getRedirectStatus(r), location: parsedDestination.pathname };
      }
      return null;
    },
    /** The header sources of next.config.mjs that apply to `path`. */
    headerSources: (path: string) => headers.filter((h) => h.match(path)).map((h) => h.source),
  };
}

// The config `next start` runs with (next.config.mjs gives each phase its own: the build's adds next-intl's plugin).
const nextConfig = await configFor(PHASE_PRODUCTION_SERVER);

const STOREFRONT = 'https://shop.brand.example';
beforeAll(() => {
  process.env.CORS_ORIGINS = STOREFRONT;
});
afterAll(() => {
  delete process.env.CORS_ORIGINS;
});

describe('trailing slashes (docs/integrators.md#trailing-slash)', () => {
  it('Next redirects no API path with a trailing slash, and still gives it the API headers', async () => {
    const next = await routing(nextConfig);
    for (const path of ['/api/sip/orders/', '/api/sip/orders/3f1c/', '/api/sip/shopping-cart/', '/v1/services/', '/api/openapi.json/', '/api/', '/v1/']) {
      expect(next.redirect(path), path).toBeNull();
    }
    expect(next.headerSources('/api/sip/orders/')).toEqual(['/:path*', '/api/:path*']);
    expect(next.headerSources('/v1/services/')).toEqual(['/:path*', '/v1/:path*']);
  });

  it('pages keep the permanent redirect to the path without the slash', async () => {
    const next = await routing(nextConfig);
    expect(next.redirect('/en/orders/abc/')).toEqual({ status: 308, location: '/en/orders/abc' });
    expect(next.redirect('/docs/')).toEqual({ status: 308, location: '/docs' });
    expect(next.redirect('/fr/')).toEqual({ status: 308, location: '/fr' });
    // Only the API's own segments are spared: a page whose name starts like them is not.
    expect(next.redirect('/apiary/')).toEqual({ status: 308, location: '/apiary' });
    expect(next.redirect('/en/orders/abc')).toBeNull();
  });

  it("the default Next behaviour is what this guards against: a bodiless 308 for an API path", async () => {
    const { skipTrailingSlashRedirect: _, redirects: __, ...plain } = nextConfig;
    expect((await routing(plain)).redirect('/api/sip/orders/')).toEqual({ status: 308, location: '/api/sip/orders' });
  });

  it('an API route answers a path with a trailing slash as without it, CORS included', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const key = ApiKeyCreatedSchema.parse((await call(keysRoute.POST, '/x', { method: 'POST', body: { name: 'Trailing slash' }, headers: admin })).json);
    const headers = { origin: STOREFRONT, authorization: `Bearer ${key.secret}` };
    const { id: cartId } = await readyCart({ headers });
    const placed = await call(ordersRoute.POST, '/api/sip/orders/', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'en' }, headers });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.headers.get('access-control-allow-origin')).toBe(STOREFRONT);
    const [withSlash, without] = await Promise.all([call(storesRoute.GET, '/api/sip/stores/', { headers }), call(storesRoute.GET, '/api/sip/stores', { headers })]);
    expect([withSlash.status, withSlash.headers.get('access-control-allow-origin')]).toEqual([200, STOREFRONT]);
    expect(withSlash.json).toEqual(without.json);
  }, 180_000);

  it('an unknown path with a trailing slash is the 404 problem, CORS included', async () => {
    const res = await call(unknownApiRoute.POST, '/api/sip/nowhere/', { method: 'POST', headers: { origin: STOREFRONT } });
    expect([res.status, res.headers.get('content-type'), res.headers.get('access-control-allow-origin')]).toEqual([404, 'application/problem+json', STOREFRONT]);
    expect(res.json.code).toBe('not_found');
  });
});
