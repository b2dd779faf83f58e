import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { answerQuote } from '@/lib/orders/quote-answer';
import { QuoteAnswerBodySchema } from '@/lib/schemas/orders';

// POST /api/sip/orders/{id}/quote-answer — {answer, note?, channel?}: the customer answers the pending quote, or staff record
// the customer's answer on their behalf (channel + note required) (docs/decisions.md#quote-consent); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api<{ id: string }>(
    async ({ req, params, auth, body, locale }) => {
      const order = await answerQuote(params.id, await body(QuoteAnswerBodySchema), auth, locale, parseIfMatch(req.headers.get('if-match')));
      return json(order, { headers: orderHeaders(order) });
    },
    { auth: 'optional' },
  ),
});
