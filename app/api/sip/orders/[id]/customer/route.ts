import { editOrderContact } from '@/lib/admin/contact';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { orderHeaders, parseIfMatch } from '@/lib/orders/etag';
import { ContactEditBodySchema } from '@/lib/schemas/contact';

// The customer's contact details on an order, corrected by staff after booking (docs/counter.md#contact-edits)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // PATCH /api/sip/orders/{id}/customer — the fields sent replace the order's; → the Order; If-Match honoured
  PATCH: api<{ id: string }>(
    async ({ req, params, auth, body, locale }) => {
      const order = await editOrderContact(params.id, await body(ContactEditBodySchema), auth, parseIfMatch(req.headers.get('if-match')), locale);
      return json(order, { headers: orderHeaders(order) });
    },
    { auth: ['staff', 'admin'] },
  ),
});
