import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { proposeQuote } from '@/lib/orders/quotes';

// POST /api/sip/orders/{id}/quotes — staff propose a revised quote (a new basket → quote_pending); If-Match honoured
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.proposeQuote,
    async ({ req, params, auth, body, locale }) => {
      const order = await proposeQuote(params.id, await body(), auth, locale, parseIfMatch(req.headers.get('if-match')));
      return json(order, { status: 201, headers: orderHeaders(order) });
    },
  ),
});
