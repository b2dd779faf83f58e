import * as contracts from '@/lib/contracts/cart';
import { removeItem } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// DELETE /api/sip/shopping-cart/{id}/items/{itemId} — removing the last item empties store, customer and logistic option
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  DELETE: endpoint(contracts.removeCartItem, async ({ params, auth }) => json(await removeItem(params.id, params.itemId, auth))),
});
