import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { decideWarrantyClaim } from '@/lib/warranty/claim';

// POST /api/sip/orders/{id}/warranty-claim — staff accept or reject the claim (docs/counter.md#warranty-claim); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.decideWarrantyClaim, async ({ req, params, auth, body, locale }) => {
    const order = await decideWarrantyClaim(params.id, await body(), auth, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
