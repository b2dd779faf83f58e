import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { listStores } from '@/lib/places/service';

// GET /api/sip/admin/stores — the back office's list (admins; staff 404)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listAdminStores, async () => json(await listStores())),
});
