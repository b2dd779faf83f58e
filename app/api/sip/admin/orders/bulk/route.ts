import * as contracts from '@/lib/contracts/counter';
import { bulkOrders } from '@/lib/admin/bulk';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/admin/orders/bulk — {ids, action, to?, note?, versions?} → one outcome per id (docs/counter.md#bulk-actions)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(
    contracts.bulkOrders,
    async ({ auth, body, locale }) => json(await bulkOrders(await body(), auth, locale),
  ),
    // Up to 200 orders one after another: more than the 8 s a single request may take.
    { deadlineMs: 60_000 },
  ),
});
