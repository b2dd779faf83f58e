import * as contracts from '@/lib/contracts/atelier';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { addProviderUploads, assertOrderReach } from '@/lib/atelier/uploads';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';

// POST /api/sip/orders/{id}/provider-uploads — the atelier's photos onto its order, tagged; If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.addProviderUploads, async ({ req, params, auth, body, locale }) => {
    await assertOrderReach(params.id, auth);
    const order = await addProviderUploads(params.id, await body(), auth, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { status: 201, headers: orderHeaders(order) });
  }),
});
