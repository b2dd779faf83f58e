import * as contracts from '@/lib/contracts/admin';
import { getAdminOrder } from '@/lib/admin/detail';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/orders/{id} — the order with its internal notes and the staff named in it (staff of its store, admins)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getAdminOrder, async ({ params, auth, locale }) => json(await getAdminOrder(params.id, auth, locale))),
});
