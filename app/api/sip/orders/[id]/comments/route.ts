import * as contracts from '@/lib/contracts/atelier';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { rateLimitClient } from '@/lib/http/rate-limited';
import { assertOrderReach } from '@/lib/atelier/uploads';
import { postOrderComment } from '@/lib/orders/comments';
import { orderHeaders } from '@/lib/orders/etag';

// POST /api/sip/orders/{id}/comments — a message on the order's thread (customer, store, atelier): docs/atelier.md#messages
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.postOrderComment, async ({ req, params, auth, body, locale }) => {
    await assertOrderReach(params.id, auth); // out of reach: 404 before the body is read (another atelier learns nothing from a 422)
    const order = await postOrderComment(params.id, await body(), auth, locale, rateLimitClient(req, auth));
    return json(order, { status: 201, headers: orderHeaders(order) });
  }),
});
