import { exportFileName, exportOrdersCsv } from '@/lib/admin/export';
import { fileResponse } from '@/lib/http/file-response';
import { api, routes } from '@/lib/http/handler';
import { LocaleSchema } from '@/lib/schemas/common';
import { OrderExportQuerySchema } from '@/lib/schemas/admin';

const ExportQuery = OrderExportQuerySchema.extend({ lang: LocaleSchema.optional() });

// GET /api/sip/orders/export — CSV of every order matching the filters (staff: their store; admin: all), streamed
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(
    async ({ query, auth, locale }) => {
      const { lang, ...filters } = query(ExportQuery);
      const stream = exportOrdersCsv(filters, auth, lang ?? locale);
      return fileResponse(stream, { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: exportFileName() });
    },
    { auth: ['staff', 'admin'] },
  ),
});
