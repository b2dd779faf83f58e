import * as contracts from '@/lib/contracts/logistics';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';
import { orderPayments, recordPayment } from '@/lib/orders/payments';

// Payments recorded by staff; a refund is a negative amount by an admin (docs/decisions.md#payments)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders/{id}/payments — staff of the order's store, admins
  GET: endpoint(contracts.listOrderPayments, async ({ params, auth }) => json(await orderPayments(params.id, auth))),
  // POST /api/sip/orders/{id}/payments — record one; If-Match honoured (docs/decisions.md#order-concurrency)
  POST: endpoint(
    contracts.recordOrderPayment,
    async ({ req, params, auth, body }) => json(await recordPayment(params.id, await body(), auth, parseIfMatch(req.headers.get('if-match'))), { status: 201 }),
  ),
});
