import { orderTicketPdf } from '@/lib/admin/ticket';
import { fileResponse } from '@/lib/http/file-response';
import { api, routes } from '@/lib/http/handler';
import { LocaleSchema } from '@/lib/schemas/common';
import * as z from 'zod';

const TicketQuery = z.object({ lang: LocaleSchema.optional() });

// GET /api/sip/admin/orders/{id}/ticket — the A6 customer ticket and one QR tag per garment, as a PDF (docs/counter.md#garment-ticket)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api<{ id: string }>(
    async ({ params, query, auth, locale }) => {
      const { lang } = query(TicketQuery);
      const { pdf, orderNumber } = await orderTicketPdf(params.id, auth, lang ?? locale);
      // inline: opens in the browser's viewer, from where staff print it.
      return fileResponse(new Uint8Array(pdf), { type: 'application/pdf', disposition: 'inline', name: `ticket-${orderNumber}.pdf` });
    },
    { auth: ['staff', 'admin'] },
  ),
});
