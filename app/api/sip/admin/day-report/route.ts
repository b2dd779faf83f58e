import * as contracts from '@/lib/contracts/counter';
import { dayReport, dayReportCsv } from '@/lib/counter/day-report';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// GET /api/sip/admin/day-report — closing the day: a store's takings by method, refunds, orders booked and moved (docs/counter.md#closing-the-day)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.dayReport, async ({ query, auth, locale }) => {
    const report = await dayReport(auth, query);
    if (!query.format || query.format === 'json') return json(report);
    const csv = dayReportCsv(report, query.lang ?? locale, query.format === 'csv' ? 'locale' : 'rfc4180');
    return fileResponse(new TextEncoder().encode(csv), { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: `reprise-day-${report.date}.csv` });
  }),
});
