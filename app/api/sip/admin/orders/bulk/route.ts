import { bulkOrders } from '@/lib/admin/bulk';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { BulkOrdersBodySchema } from '@/lib/schemas/bulk';

// POST /api/sip/admin/orders/bulk — {ids, action, to?, note?, versions?} → one outcome per id (docs/counter.md#bulk-actions)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: api(
    async ({ auth, body, locale }) => json(await bulkOrders(await body(BulkOrdersBodySchema), auth, locale)),
    // Up to 200 orders one after another: more than the 8 s a single request may take.
    { auth: ['staff', 'admin'], deadlineMs: 60_000 },
  ),
});
