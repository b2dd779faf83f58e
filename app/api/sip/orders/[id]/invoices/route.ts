import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { reissueInvoiceOf } from '@/lib/invoices/correct';
import { listInvoices } from '@/lib/invoices/read';
import { InvoiceReissueBodySchema } from '@/lib/schemas/invoices';

// GET /api/sip/orders/{id}/invoices — the order's invoices and credit notes (docs/invoices.md)
// POST — staff: re-check the invoice in force against the order; a credit note and a new invoice if it changed
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api<{ id: string }>(async ({ params, auth }) => json(await listInvoices(params.id, auth)), { auth: 'optional' }),
  POST: api<{ id: string }>(
    async ({ params, auth, body }) => {
      const { reason } = await body(InvoiceReissueBodySchema);
      return json(await reissueInvoiceOf(params.id, reason, auth!));
    },
    { auth: ['staff', 'admin'] },
  ),
});
