import { createCart } from '@/lib/carts/service';
import { callerIp } from '@/lib/http/request-source';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimited } from '@/lib/http/rate-limited';
import { CreateCartBodySchema } from '@/lib/schemas/cart';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/shopping-cart — creates a cart (the interface's method, kept), 200
  GET: api(rateLimited('carts', async ({ req, auth, locale }) => json(await createCart({}, auth, { locale, ip: callerIp(req) }))), { auth: 'optional' }),
  // POST /api/sip/shopping-cart — creates a cart, 201; optional currency, storeId, bookingType, area
  POST: api(
    rateLimited('carts', async ({ req, auth, locale, body }) => {
      const input = req.headers.get('content-length') === '0' ? {} : await body(CreateCartBodySchema);
      return json(await createCart(input, auth, { locale, ip: callerIp(req) }), { status: 201 });
    }),
    { auth: 'optional' },
  ),
});
