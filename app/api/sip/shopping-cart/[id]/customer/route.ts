import { setCustomer } from '@/lib/carts/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { CartCustomerBodySchema } from '@/lib/schemas/cart';

// POST /api/sip/shopping-cart/{id}/customer — who the order is for, and where (docs/interface.md#endpoints)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ id: string }>(
    async ({ params, auth, body, locale }) => json(await setCustomer(params.id, await body(CartCustomerBodySchema), auth, { locale })),
    { auth: 'optional' },
  ),
});
