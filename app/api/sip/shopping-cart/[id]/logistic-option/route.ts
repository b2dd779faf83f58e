import * as contracts from '@/lib/contracts/cart';
import { chooseLogisticOption } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/shopping-cart/{id}/logistic-option — choose one of the listed options
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.chooseLogisticOption,
    async ({ params, auth, body, locale }) => {
      return json(await chooseLogisticOption(params.id, await body(), auth, { locale }));
    },
  ),
});
