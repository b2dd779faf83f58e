import { listAdminOrders } from '@/lib/admin/orders';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { AdminOrderListQuerySchema } from '@/lib/schemas/admin';

// GET /api/sip/admin/orders — the staff orders table: staff their store's, admins all; both sorts, cursors both ways
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ query, auth, locale }) => json(await listAdminOrders(query(AdminOrderListQuerySchema), auth, locale)), { auth: ['staff', 'admin'] }),
});
