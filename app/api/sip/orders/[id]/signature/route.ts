import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { assertOrderReach } from '@/lib/atelier/uploads';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { signOrder } from '@/lib/orders/signature';

// PUT /api/sip/orders/{id}/signature — the customer's signature at intake (docs/counter.md#signature); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.signOrder, async ({ req, params, auth, body, locale }) => {
    if (auth?.role === 'atelier') await assertOrderReach(params.id, auth); // another atelier's order: 404 before the body is read, as for its messages
    const { image } = await body();
    const order = await signOrder(params.id, image, auth, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
