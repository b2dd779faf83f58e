import { takeDiscountCodeAttempt } from '@/lib/auth/throttle';
import { getCart, updateCartSettings } from '@/lib/carts/service';
import { rateLimitClient, withHeaders } from '@/lib/http/rate-limited';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { UpdateCartBodySchema } from '@/lib/schemas/cart';

type Params = { id: string };

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/shopping-cart/{id} — the cart with its pricing preview
  GET: api<Params>(async ({ params, auth }) => json(await getCart(params.id, auth)), { auth: 'optional' }),
  // PATCH /api/sip/shopping-cart/{id} — currency, language, discount code, area
  PATCH: api<Params>(
    async ({ req, params, auth, body, locale }) => {
      const input = await body(UpdateCartBodySchema);
      const limits = input.discountCode ? await takeDiscountCodeAttempt(params.id, rateLimitClient(req, auth)) : {};
      return withHeaders(json(await updateCartSettings(params.id, input, auth, { locale })), limits);
    },
    { auth: 'optional' },
  ),
});
