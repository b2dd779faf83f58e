import * as contracts from '@/lib/contracts/order-life';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { answerTrackedQuote } from '@/lib/orders/tracked';
import { callerIp } from '@/lib/http/request-source';

// POST /api/sip/track/{token}/quote-answer — {answer, note?}: the customer answers the pending quote from the e-mail's link; If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.answerTrackedQuote, async ({ req, params, body, locale }) => {
    const order = await answerTrackedQuote(params.token, callerIp(req), await body(), locale, parseIfMatch(req.headers.get('if-match')));
    return json(order, { headers: orderHeaders(order) });
  }),
});
