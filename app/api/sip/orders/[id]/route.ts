import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';

// GET /api/sip/orders/{id} — owner, staff of its store, admin (a guest order: whoever holds its id); ETag = version
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.getOrder,
    async ({ params, auth }) => {
      const order = await getOrder(params.id, auth);
      return json(order, { headers: orderHeaders(order) });
    },
  ),
});
