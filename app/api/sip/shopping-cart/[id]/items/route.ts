import { addItems } from '@/lib/carts/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { callerScope, idempotent } from '@/lib/idempotency';
import { AddItemsBodySchema } from '@/lib/schemas/cart';

// POST /api/sip/shopping-cart/{id}/items — add (or, with `id`, replace) items; Idempotency-Key honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ id: string }>(
    async ({ req, params, auth, body, rawBody, locale }) => {
      return idempotent(req, callerScope(auth, `cart:${params.id}`), await rawBody(), async () => json(await addItems(params.id, await body(AddItemsBodySchema), auth, { locale })));
    },
    { auth: 'optional' },
  ),
});
