import * as contracts from '@/lib/contracts/invoices';
import { endpoint, routes } from '@/lib/http/handler';
import { claimFileName } from '@/lib/invoices/claim-csv';
import { claimInvoices, visibleProviders } from '@/lib/invoices/claims';
import { invoicesZip } from '@/lib/invoices/zip';

// GET /api/sip/claims/invoices.zip?provider=&month= — the month's invoices and credit notes of the atelier, as PDFs in one ZIP
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.exportClaimInvoices, async ({ query, auth }) => {
    const { provider, month } = query;
    const invoices = await claimInvoices(auth, provider, month);
    const name = (await visibleProviders(auth)).find((p) => p.id === provider)!.displayName;
    return new Response(Buffer.from(await invoicesZip(invoices)), {
      headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${claimFileName({ month, provider: { name } }, 'zip').replace('bonus-reparation', 'factures')}"`, 'cache-control': 'no-store' },
    });
  }, { deadlineMs: null }),
});
