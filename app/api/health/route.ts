import * as contracts from '@/lib/contracts/system';
import { checkDatabase } from '@/lib/health';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/health — liveness and database readiness (503 while the database is unreachable)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.health, async () => {
    const database = await checkDatabase();
    const ok = database.status === 'up';
    return json({ status: ok ? 'ok' : 'degraded', checks: { database } }, { status: ok ? 200 : 503 });
  }),
});
