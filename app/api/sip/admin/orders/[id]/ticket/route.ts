import * as contracts from '@/lib/contracts/counter';
import { orderTicketPdf } from '@/lib/admin/ticket';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/admin/orders/{id}/ticket — the A6 customer ticket and one QR tag per garment, as a PDF (docs/counter.md#garment-ticket)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.orderTicket,
    async ({ params, query, auth, locale }) => {
      const { lang } = query;
      const { pdf, orderNumber } = await orderTicketPdf(params.id, auth, lang ?? locale);
      // inline: opens in the browser's viewer, from where staff print it.
      return fileResponse(new Uint8Array(pdf), { type: 'application/pdf', disposition: 'inline', name: `ticket-${orderNumber}.pdf` });
    },
  ),
});
