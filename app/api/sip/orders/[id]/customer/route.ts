import * as contracts from '@/lib/contracts/counter';
import { editOrderContact } from '@/lib/admin/contact';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';

// The customer's contact details on an order, corrected by staff after booking (docs/counter.md#contact-edits)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // PATCH /api/sip/orders/{id}/customer — the fields sent replace the order's; → the Order; If-Match honoured
  PATCH: endpoint(
    contracts.editOrderContact,
    async ({ req, params, auth, body, locale }) => {
      const order = await editOrderContact(params.id, await body(), auth, parseIfMatch(req.headers.get('if-match')), locale);
      return json(order, { headers: orderHeaders(order) });
    },
  ),
});
