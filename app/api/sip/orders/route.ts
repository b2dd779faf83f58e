import * as contracts from '@/lib/contracts/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json, jsonText } from '@/lib/http/json';
import { callerScope, idempotent } from '@/lib/idempotency';
import { createOrder } from '@/lib/orders/create';
import { listOrders } from '@/lib/orders/list';
import { orderHeaders } from '@/lib/orders/etag';
import { pageLinks } from '@/lib/orders/sync';

/** An anonymous caller's idempotency keys are scoped to the cart the body names. */
function guestScope(raw: unknown): string {
  const body = (raw && typeof raw === 'object' ? raw : {}) as { cartId?: unknown; items?: unknown };
  // The raw body, not yet validated: items may be anything (null, a number); the schema refuses those next.
  const items = Array.isArray(body.items) ? body.items.map((i: unknown) => (i && typeof i === 'object' ? (i as { itemId?: unknown }).itemId : null)) : [];
  return typeof body.cartId === 'string' ? `cart:${body.cartId}` : `items:${JSON.stringify(items)}`;
}

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders — staff: their store's; admin: all; customer: own. Next page in `Link`.
  GET: endpoint(
    contracts.listOrders,
    async ({ req, query, auth }) => {
      const startedAt = new Date();
      const { body, nextCursor } = await listOrders(query, auth);
      const links = pageLinks(req.url, { nextCursor, syncFrom: query.cursor ? null : startedAt });
      return jsonText(body, { headers: links ? { link: links } : {} });
    },
  ),
  // POST /api/sip/orders — the cart becomes exactly one order (docs/interface.md#endpoints); Idempotency-Key honoured
  POST: endpoint(
    contracts.createOrder,
    async ({ req, body, rawBody, auth, locale }) =>
      idempotent(req, callerScope(auth, guestScope(await rawBody())), await rawBody(), async () => {
        const order = await createOrder(await body(), auth, locale);
        return json(order, { status: 201, headers: { location: `/api/sip/orders/${order.id}`, ...orderHeaders(order) } });
      }),
  ),
});
