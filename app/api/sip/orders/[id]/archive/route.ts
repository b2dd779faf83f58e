import { setArchived } from '@/lib/admin/archive';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// The staff flag isArchived (staff of the order's store, admins); both idempotent, both → the Order
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  // PUT /api/sip/orders/{id}/archive — archive
  PUT: api<{ id: string }>(async ({ params, auth }) => json(await setArchived(params.id, true, auth)), { auth: ['staff', 'admin'] }),
  // DELETE /api/sip/orders/{id}/archive — unarchive
  DELETE: api<{ id: string }>(async ({ params, auth }) => json(await setArchived(params.id, false, auth)), { auth: ['staff', 'admin'] }),
});
