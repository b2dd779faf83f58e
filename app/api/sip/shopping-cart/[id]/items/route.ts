import * as contracts from '@/lib/contracts/cart';
import { addItems } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { callerScope, idempotent } from '@/lib/idempotency';

// POST /api/sip/shopping-cart/{id}/items — add (or, with `id`, replace) items; Idempotency-Key honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.addCartItems,
    async ({ req, params, auth, body, rawBody, locale }) => {
      return idempotent(req, callerScope(auth, `cart:${params.id}`), await rawBody(), async () => json(await addItems(params.id, await body(), auth, { locale })));
    },
  ),
});
