import * as contracts from '@/lib/contracts/invoices';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { reissueInvoiceOf } from '@/lib/invoices/correct';
import { listInvoices } from '@/lib/invoices/read';

// GET /api/sip/orders/{id}/invoices — the order's invoices and credit notes (docs/invoices.md)
// POST — staff: re-check the invoice in force against the order; a credit note and a new invoice if it changed
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listOrderInvoices, async ({ params, auth }) => json(await listInvoices(params.id, auth))),
  POST: endpoint(
    contracts.reissueOrderInvoice,
    async ({ params, auth, body }) => {
      const { reason } = await body();
      return json(await reissueInvoiceOf(params.id, reason, auth));
    },
  ),
});
