import { addOrderNote, orderNotes } from '@/lib/admin/notes';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';
import { NoteBodySchema } from '@/lib/schemas/admin';

// Internal notes (staff of the order's store, admins; never shown to customers)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/orders/{id}/notes — oldest first
  GET: api<{ id: string }>(async ({ params, auth }) => json({ notes: await orderNotes(params.id, auth) }), { auth: ['staff', 'admin'] }),
  // POST /api/sip/orders/{id}/notes — {body} → 201 + the note; If-Match honoured (a note leaves the order's version as it is)
  POST: api<{ id: string }>(
    async ({ req, params, auth, body }) => {
      const note = await addOrderNote(params.id, (await body(NoteBodySchema)).body, auth, parseIfMatch(req.headers.get('if-match')));
      return json(note, { status: 201 });
    },
    { auth: ['staff', 'admin'] },
  ),
});
