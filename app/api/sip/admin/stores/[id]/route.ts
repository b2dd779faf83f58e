import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { updateStore } from '@/lib/places/service';

// PATCH /api/sip/admin/stores/{id} — If-Match on the store's version; no DELETE: a store is deactivated
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: endpoint(contracts.updateStore, async ({ params, body, auth, req }) => {
    const changed = await updateStore(auth, params.id, await body(), parseIfMatch(req.headers.get('if-match')));
    return json(changed, { headers: { etag: etagOf(changed.version) } });
  }),
});
