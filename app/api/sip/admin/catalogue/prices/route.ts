import * as contracts from '@/lib/contracts/catalogue-admin';
import { exportPriceCsv, importPriceCsv } from '@/lib/catalogue/price-import';
import { ApiError } from '@/lib/errors';
import { fileResponse } from '@/lib/http/file-response';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

/** 50,000 lines of a long row are well under this; a bigger upload is refused before it is read. */
const MAX_CSV_BYTES = 8 * 1024 * 1024;

// The catalogue's price list as CSV, out and back in (docs/back-office.md#price-lists); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/catalogue/prices?lang= — every price, a row per sub-service and currency
  GET: endpoint(contracts.exportPriceList, async ({ query, locale }) =>
    fileResponse(await exportPriceCsv(query.lang ?? locale), { type: 'text/csv; charset=utf-8', disposition: 'attachment', name: 'reprise-prices.csv' }),
  ),
  // POST /api/sip/admin/catalogue/prices?dryRun=true|false — the edited file → changes and errors, or a new version
  POST: endpoint(contracts.importPriceList, async ({ req, query, auth, locale }) => {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_CSV_BYTES) throw new ApiError('payload_too_large', { params: { limit: '8 MB' } });
    const bytes = new Uint8Array(await req.arrayBuffer());
    if (bytes.byteLength > MAX_CSV_BYTES) throw new ApiError('payload_too_large', { params: { limit: '8 MB' } });
    return json(await importPriceCsv(bytes, { dryRun: query.dryRun, note: query.note, by: auth, locale }));
  }),
});
