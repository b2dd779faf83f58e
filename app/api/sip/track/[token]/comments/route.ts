import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { callerIp } from '@/lib/http/request-source';
import { orderHeaders } from '@/lib/orders/etag';
import { postTrackedComment } from '@/lib/orders/tracked';

// POST /api/sip/track/{token}/comments — the customer's message (or request) on the order's thread, through the link
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.postTrackedComment, async ({ req, params, body, locale }) => {
    const order = await postTrackedComment(params.token, callerIp(req), await body(), locale);
    return json(order, { status: 201, headers: orderHeaders(order) });
  }),
});
