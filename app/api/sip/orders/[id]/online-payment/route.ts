import * as contracts from '@/lib/contracts/online-payments';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { readOnlinePayment, startOnlinePayment } from '@/lib/payments/online';

// The customer's card payment of an order (docs/payments.md)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders/{id}/online-payment — whoever may read the order
  GET: endpoint(contracts.getOnlinePayment, async ({ params, auth }) => json(await readOnlinePayment(params.id, auth))),
  // POST /api/sip/orders/{id}/online-payment — open or find again the PaymentIntent of what is due
  POST: endpoint(contracts.startOnlinePayment, async ({ params, auth, body }) => json(await startOnlinePayment(params.id, await body(), auth))),
});
