import * as contracts from '@/lib/contracts/cart';
import { setCustomer } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/shopping-cart/{id}/customer — who the order is for, and where (docs/interface.md#endpoints)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.setCartCustomer,
    async ({ params, auth, body, locale }) => json(await setCustomer(params.id, await body(), auth, { locale })),
  ),
});
