import * as contracts from '@/lib/contracts/places';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { updateAtelier } from '@/lib/places/service';

// PATCH /api/sip/admin/ateliers/{id} — If-Match on the atelier's version; no DELETE: an atelier is paused
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: endpoint(contracts.updateAtelier, async ({ params, body, auth, locale, req }) => {
    const stores = (await getCatalogue()).storesById;
    const changed = await updateAtelier(auth, params.id, await body(), parseIfMatch(req.headers.get('if-match')), locale, (id) => stores.has(id));
    return json(changed, { headers: { etag: etagOf(changed.version) } });
  }),
});
