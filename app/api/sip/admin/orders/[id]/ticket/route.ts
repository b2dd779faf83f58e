import { orderTicketPdf } from '@/lib/admin/ticket';
import { api, routes } from '@/lib/http/handler';
import { LocaleSchema } from '@/lib/schemas/common';
import * as z from 'zod';

const TicketQuery = z.object({ lang: LocaleSchema.optional() });

// GET /api/sip/admin/orders/{id}/ticket — the A6 customer ticket and one QR tag per garment, as a PDF (docs/counter.md#garment-ticket)
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  GET: api<{ id: string }>(
    async ({ params, query, auth, locale }) => {
      const { lang } = query(TicketQuery);
      const { pdf, orderNumber } = await orderTicketPdf(params.id, auth, lang ?? locale);
      return new Response(new Uint8Array(pdf), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          // inline: opens in the browser's viewer, from where staff print it.
          'content-disposition': `inline; filename="ticket-${orderNumber}.pdf"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
    { auth: ['staff', 'admin'] },
  ),
});
