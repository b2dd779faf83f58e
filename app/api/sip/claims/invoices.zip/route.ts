import { api, routes } from '@/lib/http/handler';
import { claimFileName } from '@/lib/invoices/claim-csv';
import { claimInvoices, visibleProviders } from '@/lib/invoices/claims';
import { invoicesZip } from '@/lib/invoices/zip';
import { ClaimQuerySchema } from '@/lib/schemas/invoices';

// GET /api/sip/claims/invoices.zip?provider=&month= — the month's invoices and credit notes of the atelier, as PDFs in one ZIP
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ query, auth }) => {
    const { provider, month } = query(ClaimQuerySchema);
    const invoices = await claimInvoices(auth!, provider, month);
    const name = (await visibleProviders(auth!)).find((p) => p.id === provider)!.displayName;
    return new Response(Buffer.from(await invoicesZip(invoices)), {
      headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${claimFileName({ month, provider: { name } }, 'zip').replace('bonus-reparation', 'factures')}"`, 'cache-control': 'no-store' },
    });
  }, { auth: ['staff', 'admin'], deadlineMs: null }),
});
