import * as contracts from '@/lib/contracts/online-payments';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { callerIp } from '@/lib/http/request-source';
import { readTrackedOnlinePayment, startTrackedOnlinePayment } from '@/lib/orders/tracked';

// The tracking link's card payment, no account needed (docs/payments.md#pay-again)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/track/{token}/online-payment — the token's order only
  GET: endpoint(contracts.getTrackedOnlinePayment, async ({ req, params }) => json(await readTrackedOnlinePayment(params.token, callerIp(req)))),
  // POST /api/sip/track/{token}/online-payment — open or find again the PaymentIntent of what is due
  POST: endpoint(contracts.startTrackedOnlinePayment, async ({ req, params, body }) => json(await startTrackedOnlinePayment(params.token, callerIp(req), await body()))),
});
