import * as contracts from '@/lib/contracts/atelier';
import { payeeStatement } from '@/lib/atelier/statements';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/payees/{id}/statement?month= — an operator's or partner's payout statement (admins) (docs/atelier.md#payee-statements)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getPayeeStatement, async ({ params, query, auth }) => json(await payeeStatement(auth, params.id, query.month))),
});
