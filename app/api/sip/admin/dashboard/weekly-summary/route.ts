import * as contracts from '@/lib/contracts/dashboards';
import { setWeeklySummary } from '@/lib/dashboards/weekly-summary';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// PUT /api/sip/admin/dashboard/weekly-summary — the caller's weekly summary e-mail (docs/dashboards.md#weekly-summary)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.setWeeklySummary, async ({ auth, body }) => json(await setWeeklySummary(auth, await body()))),
});
