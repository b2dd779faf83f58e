import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';
import { orderPayments, recordPayment } from '@/lib/orders/payments';
import { PaymentBodySchema } from '@/lib/schemas/logistics';

// Payments recorded by staff; a refund is a negative amount by an admin (docs/decisions.md#payments)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders/{id}/payments — staff of the order's store, admins
  GET: api<{ id: string }>(async ({ params, auth }) => json(await orderPayments(params.id, auth)), { auth: ['staff', 'admin'] }),
  // POST /api/sip/orders/{id}/payments — record one; If-Match honoured (docs/decisions.md#order-concurrency)
  POST: api<{ id: string }>(
    async ({ req, params, auth, body }) => json(await recordPayment(params.id, await body(PaymentBodySchema), auth, parseIfMatch(req.headers.get('if-match'))), { status: 201 }),
    { auth: ['staff', 'admin'] },
  ),
});
