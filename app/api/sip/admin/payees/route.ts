import * as contracts from '@/lib/contracts/atelier';
import { createPayee, listPayees } from '@/lib/atelier/payees';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// The operators and partners paid from the commission split (docs/atelier.md#payee-statements); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/payees — the payees and each store's, as named now
  GET: endpoint(contracts.listPayees, async ({ auth }) => json(await listPayees(auth))),
  // POST /api/sip/admin/payees — {role, name, email} → 201
  POST: endpoint(contracts.createPayee, async ({ body, auth, locale }) => json(await createPayee(auth, await body(), locale), { status: 201 })),
});
