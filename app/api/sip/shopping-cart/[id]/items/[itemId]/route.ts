import { removeItem } from '@/lib/carts/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// DELETE /api/sip/shopping-cart/{id}/items/{itemId} — removing the last item empties store, customer and logistic option
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: api<{ id: string; itemId: string }>(async ({ params, auth }) => json(await removeItem(params.id, params.itemId, auth)), { auth: 'optional' }),
});
