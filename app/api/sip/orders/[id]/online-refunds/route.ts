import * as contracts from '@/lib/contracts/online-payments';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';
import { staffOnlineRefund } from '@/lib/payments/refunds';

// Staff partial refunds to the card (docs/payments.md#refunds)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // POST /api/sip/orders/{id}/online-refunds — staff of the order's store, admins
  POST: endpoint(contracts.refundOnline, async ({ req, params, auth, body }) => json(await staffOnlineRefund(params.id, await body(), auth, parseIfMatch(req.headers.get('if-match'))), { status: 202 })),
});
