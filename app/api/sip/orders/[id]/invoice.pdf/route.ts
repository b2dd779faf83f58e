import { api, routes } from '@/lib/http/handler';
import { invoicePdfOf } from '@/lib/invoices/read';
import { InvoicePdfQuerySchema } from '@/lib/schemas/invoices';

// GET /api/sip/orders/{id}/invoice.pdf[?number=] — the invoice in force (or the named invoice / credit note) as a PDF
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api<{ id: string }>(
    async ({ params, auth, query }) => {
      const { number } = query(InvoicePdfQuerySchema);
      const { number: name, pdf } = await invoicePdfOf(params.id, auth, number);
      return new Response(Buffer.from(pdf), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${name}.pdf"`, 'cache-control': 'private, no-store' },
      });
    },
    { auth: 'optional' },
  ),
});
