import * as contracts from '@/lib/contracts/invoices';
import { endpoint, routes } from '@/lib/http/handler';
import { invoicePdfOf } from '@/lib/invoices/read';

// GET /api/sip/orders/{id}/invoice.pdf[?number=] — the invoice in force (or the named invoice / credit note) as a PDF
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.getOrderInvoicePdf,
    async ({ params, auth, query }) => {
      const { number } = query;
      const { number: name, pdf } = await invoicePdfOf(params.id, auth, number);
      return new Response(Buffer.from(pdf), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}.pdf"`, 'cache-control': 'private, no-store' },
      });
    },
  ),
});
