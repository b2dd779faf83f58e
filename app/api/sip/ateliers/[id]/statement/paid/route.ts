import * as contracts from '@/lib/contracts/atelier';
import { markStatementPaid } from '@/lib/atelier/statements';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/ateliers/{id}/statement/paid — admins mark a closed month's statement paid, audited (docs/atelier.md#payouts)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.markPayoutStatementPaid, async ({ params, body, auth }) => json(await markStatementPaid(auth, params.id, await body()))),
});
