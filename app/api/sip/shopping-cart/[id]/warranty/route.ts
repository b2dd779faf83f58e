import * as contracts from '@/lib/contracts/cart';
import { setWarranty } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// PUT /api/sip/shopping-cart/{id}/warranty — a warranty cart's reason and purchase reference (docs/counter.md#web-warranty)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.setCartWarranty, async ({ params, auth, body, locale }) => json(await setWarranty(params.id, await body(), auth, { locale }))),
});
