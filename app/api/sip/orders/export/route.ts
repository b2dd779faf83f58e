import * as contracts from '@/lib/contracts/admin';
import { exportFileName, exportOrdersCsv } from '@/lib/admin/export';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';

// GET /api/sip/orders/export — CSV of every order matching the filters (staff: their store; admin: all), streamed
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(
    contracts.exportOrders,
    async ({ query, auth, locale }) => {
      const { lang, ...filters } = query;
      const stream = exportOrdersCsv(filters, auth, lang ?? locale);
      return fileResponse(stream, { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: exportFileName() });
    },
  ),
});
