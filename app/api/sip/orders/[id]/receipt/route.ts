import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { attachReceipt } from '@/lib/warranty/receipt';

// The body is the file, read and limited by the handler itself (lib/warranty/receipt.ts).
export const runtime = 'nodejs';

// PUT /api/sip/orders/{id}/receipt — a warranty booking's proof of purchase (docs/counter.md#warranty-proof); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.attachWarrantyReceipt, async ({ req, params, auth, locale }) => {
    const order = await attachReceipt(params.id, req, auth, locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
