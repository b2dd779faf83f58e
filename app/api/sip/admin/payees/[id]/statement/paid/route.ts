import * as contracts from '@/lib/contracts/atelier';
import { markPayeeStatementPaid } from '@/lib/atelier/statements';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/admin/payees/{id}/statement/paid — admins mark a closed month paid, audited (docs/atelier.md#payee-statements)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.markPayeeStatementPaid, async ({ params, body, auth }) => json(await markPayeeStatementPaid(auth, params.id, await body()))),
});
