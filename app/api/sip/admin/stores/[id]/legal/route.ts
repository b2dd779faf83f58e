import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { getStoreLegal, putStoreLegal } from '@/lib/places/legal';

// GET, PUT /api/sip/admin/stores/{id}/legal — the seller's mentions on the store's invoices (docs/back-office.md#legal-entity)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getStoreLegal, async ({ params }) => {
    const legal = await getStoreLegal(params.id);
    return json(legal, { headers: { etag: etagOf(legal.version) } });
  }),
  PUT: endpoint(contracts.putStoreLegal, async ({ params, body, auth, req, locale }) => {
    const saved = await putStoreLegal(auth, params.id, await body(), parseIfMatch(req.headers.get('if-match')), locale);
    return json(saved, { headers: { etag: etagOf(saved.version) } });
  }),
});
