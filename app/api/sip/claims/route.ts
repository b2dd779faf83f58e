import * as contracts from '@/lib/contracts/invoices';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { changeClaimStatuses, claimReport } from '@/lib/invoices/claims';

// GET /api/sip/claims?provider=&month=YYYY-MM — an atelier's Bonus Réparation claim file for a month (admins; staff of a store it serves)
// PATCH — {provider, month, ids, status, note}: the claim status of chosen lines (docs/bonus-reparation-claims.md)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getClaimFile, async ({ query, auth }) => {
    const { provider, month } = query;
    return json(await claimReport(auth, provider, month));
  }),
  PATCH: endpoint(contracts.changeClaimStatuses, async ({ body, auth }) => json(await changeClaimStatuses(auth, await body()))),
});
