import * as contracts from '@/lib/contracts/invoices';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';
import { claimCsv, claimFileName } from '@/lib/invoices/claim-csv';
import { claimReport } from '@/lib/invoices/claims';

// GET /api/sip/claims/export.csv?provider=&month= — the claim file as CSV
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.exportClaimFile, async ({ query, auth }) => {
    const { provider, month } = query;
    const report = await claimReport(auth, provider, month);
    return fileResponse(claimCsv(report), { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: claimFileName(report, 'csv') });
  }),
});
