import * as contracts from '@/lib/contracts/dashboards';
import { dashboard } from '@/lib/dashboards/dashboard';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/dashboard?from&to&storeId&providerId&currency — the dashboard's figures (docs/dashboards.md)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.dashboard, async ({ auth, query }) => json(await dashboard(auth, query))),
});
