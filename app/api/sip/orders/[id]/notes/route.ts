import * as contracts from '@/lib/contracts/admin';
import { addOrderNote, orderNotes } from '@/lib/admin/notes';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';

// Internal notes (staff of the order's store, admins; never shown to customers)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders/{id}/notes — oldest first
  GET: endpoint(contracts.listOrderNotes, async ({ params, auth }) => json({ notes: await orderNotes(params.id, auth) })),
  // POST /api/sip/orders/{id}/notes — {body} → 201 + the note; If-Match honoured (a note leaves the order's version as it is)
  POST: endpoint(
    contracts.addOrderNote,
    async ({ req, params, auth, body }) => {
      const note = await addOrderNote(params.id, (await body()).body, auth, parseIfMatch(req.headers.get('if-match')));
      return json(note, { status: 201 });
    },
  ),
});
