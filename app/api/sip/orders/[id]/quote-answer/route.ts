import * as contracts from '@/lib/contracts/order-life';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { answerQuote } from '@/lib/orders/quote-answer';

// POST /api/sip/orders/{id}/quote-answer — {answer, note?, channel?}: the customer answers the pending quote, or staff record
// the customer's answer on their behalf (channel + note required) (docs/decisions.md#quote-consent); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.answerQuote,
    async ({ req, params, auth, body, locale }) => {
      const order = await answerQuote(params.id, await body(), auth, locale, parseIfMatch(req.headers.get('if-match')));
      return json(order, { headers: orderHeaders(order) });
    },
  ),
});
