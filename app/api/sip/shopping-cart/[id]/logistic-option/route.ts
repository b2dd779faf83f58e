import { chooseLogisticOption } from '@/lib/carts/service';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { ChooseLogisticOptionBodySchema } from '@/lib/schemas/cart';

// POST /api/sip/shopping-cart/{id}/logistic-option — choose one of the listed options
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ id: string }>(
    async ({ params, auth, body, locale }) => {
      return json(await chooseLogisticOption(params.id, await body(ChooseLogisticOptionBodySchema), auth, { locale }));
    },
    { auth: 'optional' },
  ),
});
