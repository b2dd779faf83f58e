import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { transitionOrder } from '@/lib/orders/transitions';
import { TransitionBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/orders/{id}/transitions — {to, note?}: one status step, per role and logistics (docs/decisions.md#statuses); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ id: string }>(
    async ({ req, params, auth, body, locale }) => {
      const { to, note } = await body(TransitionBodySchema);
      const order = await transitionOrder(params.id, to, note, auth, locale, parseIfMatch(req.headers.get('if-match')));
      return json(order, { headers: orderHeaders(order) });
    },
    { auth: 'optional' },
  ),
});
