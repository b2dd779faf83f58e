import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { transitionTrackedOrder } from '@/lib/orders/tracked';
import { TransitionBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/track/{token}/transitions — {to, note?}: cancel, or answer a quote, as the order's customer; If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ token: string }>(async ({ req, params, body, locale }) => {
    const { to, note } = await body(TransitionBodySchema);
    const order = await transitionTrackedOrder(params.token, to, note, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
