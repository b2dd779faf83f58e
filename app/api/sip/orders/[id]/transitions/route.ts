import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { transitionOrder } from '@/lib/orders/transitions';

// POST /api/sip/orders/{id}/transitions — {to, note?}: one status step, per role and logistics (docs/decisions.md#statuses); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.transitionOrder,
    async ({ req, params, auth, body, locale }) => {
      const { to, note } = await body();
      const order = await transitionOrder(params.id, to, note, auth, locale, parseIfMatch(req.headers.get('if-match')));
      return json(order, { headers: orderHeaders(order) });
    },
  ),
});
