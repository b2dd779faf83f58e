import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { notModified, orderHeaders } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';

// GET /api/sip/orders/{id} — owner, staff of its store, admin (a guest order: whoever holds its id); ETag = version
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.getOrder,
    async ({ req, params, auth }) => {
      const order = await getOrder(params.id, auth);
      // If-None-Match with the current version: the caller's copy is current (issue #32.4).
      if (notModified(req.headers.get('if-none-match'), order.version)) return new Response(null, { status: 304, headers: orderHeaders(order) });
      return json(order, { headers: orderHeaders(order) });
    },
  ),
});
