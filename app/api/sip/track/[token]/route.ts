import * as contracts from '@/lib/contracts/notifications';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders } from '@/lib/orders/etag';
import { getTrackedOrder } from '@/lib/orders/tracked';
import { callerIp } from '@/lib/http/request-source';

// GET /api/sip/track/{token} — the order of an e-mail's tracking link, no account needed
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getTrackedOrder, async ({ req, params }) => {
    const order = await getTrackedOrder(params.token, callerIp(req));
    return json(order, { headers: orderHeaders(order) });
  }),
});
