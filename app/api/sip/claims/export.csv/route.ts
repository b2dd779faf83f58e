import { api, routes } from '@/lib/http/handler';
import { claimCsv, claimFileName } from '@/lib/invoices/claim-csv';
import { claimReport } from '@/lib/invoices/claims';
import { ClaimQuerySchema } from '@/lib/schemas/invoices';

// GET /api/sip/claims/export.csv?provider=&month= — the claim file as CSV
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  GET: api(async ({ query, auth }) => {
    const { provider, month } = query(ClaimQuerySchema);
    const report = await claimReport(auth!, provider, month);
    return new Response(claimCsv(report), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${claimFileName(report, 'csv')}"`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
    });
  }, { auth: ['staff', 'admin'] }),
});
