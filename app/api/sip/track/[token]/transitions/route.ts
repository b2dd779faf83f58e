import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { transitionTrackedOrder } from '@/lib/orders/tracked';
import { callerIp } from '@/lib/http/request-source';

// POST /api/sip/track/{token}/transitions — {to, note?}: cancel, or answer a quote, as the order's customer; If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.transitionTrackedOrder, async ({ req, params, body, locale }) => {
    const { to, note } = await body();
    const order = await transitionTrackedOrder(params.token, callerIp(req), to, note, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
