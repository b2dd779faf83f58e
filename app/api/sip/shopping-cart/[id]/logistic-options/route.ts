import * as contracts from '@/lib/contracts/cart';
import { listLogisticOptions } from '@/lib/carts/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { LogisticOptionsResponseSchema } from '@/lib/schemas/cart';

// GET /api/sip/shopping-cart/{id}/logistic-options — options for the cart's atelier, store and address
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.listLogisticOptions,
    async ({ params, auth }) => json(LogisticOptionsResponseSchema.parse({ logisticOptions: await listLogisticOptions(params.id, auth) })),
  ),
});
