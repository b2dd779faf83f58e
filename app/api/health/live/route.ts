import * as contracts from '@/lib/contracts/system';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/health/live — the process answers; touches nothing else (also the benchmarks' baseline)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.liveness, async () => json({ status: 'ok' })),
});
