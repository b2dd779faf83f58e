import * as contracts from '@/lib/contracts/atelier';
import { payoutStatement } from '@/lib/atelier/statements';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/ateliers/{id}/statement?month= — the atelier's payout statement (its own; admins any) (docs/atelier.md#payouts)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getPayoutStatement, async ({ params, query, auth }) => json(await payoutStatement(auth, params.id, query.month))),
});
