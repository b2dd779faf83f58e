import * as contracts from '@/lib/contracts/admin';
import { listAdminOrders } from '@/lib/admin/orders';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/orders — the staff orders table: staff their store's, admins all; both sorts, cursors both ways
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listAdminOrders, async ({ query, auth, locale }) => json(await listAdminOrders(query, auth, locale))),
});
