import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { changeClaimStatuses, claimReport } from '@/lib/invoices/claims';
import { ClaimQuerySchema, ClaimStatusBodySchema } from '@/lib/schemas/invoices';

// GET /api/sip/claims?provider=&month=YYYY-MM — an atelier's Bonus Réparation claim file for a month (admins; staff of a store it serves)
// PATCH — {provider, month, ids, status, note}: the claim status of chosen lines (docs/bonus-reparation-claims.md)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ query, auth }) => {
    const { provider, month } = query(ClaimQuerySchema);
    return json(await claimReport(auth!, provider, month));
  }, { auth: ['staff', 'admin'] }),
  PATCH: api(async ({ body, auth }) => json(await changeClaimStatuses(auth!, await body(ClaimStatusBodySchema))), { auth: ['staff', 'admin'] }),
});
