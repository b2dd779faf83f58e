import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { getOrder } from '@/lib/orders/read';

// GET /api/sip/orders/{id} — owner, staff of its store, admin (a guest order: whoever holds its id)
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  GET: api<{ id: string }>(async ({ params, auth }) => json(await getOrder(params.id, auth)), { auth: 'optional' }),
});
