import * as contracts from '@/lib/contracts/places';
import { usableStores } from '@/lib/catalogue/usable-stores';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/stores — the stores the caller may use (docs/integrators.md#stores)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listStores, async ({ auth }) => json({ stores: await usableStores(auth) })),
});
