import * as contracts from '@/lib/contracts/cart';
import { takeDiscountCodeAttempt } from '@/lib/auth/throttle';
import { getCart, updateCartSettings } from '@/lib/carts/service';
import { rateLimitClient, withHeaders } from '@/lib/http/rate-limited';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/shopping-cart/{id} — the cart with its pricing preview
  GET: endpoint(contracts.getCart, async ({ params, auth }) => json(await getCart(params.id, auth))),
  // PATCH /api/sip/shopping-cart/{id} — currency, language, discount code, area
  PATCH: endpoint(
    contracts.updateCart,
    async ({ req, params, auth, body, locale }) => {
      const input = await body();
      const limits = input.discountCode ? await takeDiscountCodeAttempt(params.id, rateLimitClient(req, auth)) : {};
      return withHeaders(json(await updateCartSettings(params.id, input, auth, { locale })), limits);
    },
  ),
});
