import { exportFileName, exportOrdersCsv } from '@/lib/admin/export';
import { api, routes } from '@/lib/http/handler';
import { LocaleSchema } from '@/lib/schemas/common';
import { OrderExportQuerySchema } from '@/lib/schemas/admin';

const ExportQuery = OrderExportQuerySchema.extend({ lang: LocaleSchema.optional() });

// GET /api/sip/orders/export — CSV of every order matching the filters (staff: their store; admin: all), streamed
export const { GET, POST, PUT, PATCH, DELETE } = routes({
  GET: api(
    async ({ query, auth, locale }) => {
      const { lang, ...filters } = query(ExportQuery);
      const stream = exportOrdersCsv(filters, auth, lang ?? locale);
      return new Response(stream, {
        status: 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${exportFileName()}"`,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
    { auth: ['staff', 'admin'] },
  ),
});
