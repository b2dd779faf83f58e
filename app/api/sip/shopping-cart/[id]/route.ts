import * as contracts from '@/lib/contracts/cart';
import { takeDiscountCodeAttempt } from '@/lib/auth/throttle';
import { getCart, updateCartSettings } from '@/lib/carts/service';
import { rateLimitClient, withHeaders } from '@/lib/http/rate-limited';
import { ApiError } from '@/lib/http/errors';
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
      // A refused code used up an attempt too: its problem answer carries the headers (docs/integrators.md#rate-limits).
      const cart = await updateCartSettings(params.id, input, auth, { locale }).catch((error: unknown) => {
        if (error instanceof ApiError) Object.assign(error.headers, limits);
        throw error;
      });
      return withHeaders(json(cart), limits);
    },
  ),
});
