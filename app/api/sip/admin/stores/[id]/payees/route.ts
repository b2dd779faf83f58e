import * as contracts from '@/lib/contracts/atelier';
import { setStorePayees } from '@/lib/atelier/payees';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// PUT /api/sip/admin/stores/{id}/payees — the store's operator and partner payees from now on (docs/atelier.md#payee-statements)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PUT: endpoint(contracts.setStorePayees, async ({ params, body, auth, locale }) => json(await setStorePayees(auth, params.id, await body(), locale))),
});
