import * as contracts from '@/lib/contracts/cart';
import { createCart } from '@/lib/carts/service';
import { callerIp } from '@/lib/http/request-source';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimited } from '@/lib/http/rate-limited';
import { withCors } from '@/lib/http/cors';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/shopping-cart — creates a cart (the interface's method, kept), 200
  GET: endpoint(contracts.createCartViaGet, rateLimited('carts', async ({ req, auth, locale }) => json(await createCart({}, auth, { locale, ip: callerIp(req) })))),
  // POST /api/sip/shopping-cart — creates a cart, 201; optional currency, storeId, bookingType, area
  POST: endpoint(
    contracts.createCart,
    rateLimited('carts', async ({ req, auth, locale, body }) => {
      const input = req.headers.get('content-length') === '0' ? {} : await body();
      return json(await createCart(input, auth, { locale, ip: callerIp(req) }), { status: 201 });
    }),
  ),
});

/**
 * HEAD would run GET, which creates a cart (the interface's method): a safe method must create
 * nothing, so HEAD here is refused with what the route allows (issue #32.6).
 */
export async function HEAD(req: Request): Promise<Response> {
  return withCors(req, new Response(null, { status: 405, headers: { allow: 'GET, POST, OPTIONS' } }));
}
