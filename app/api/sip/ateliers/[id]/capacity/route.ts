import * as contracts from '@/lib/contracts/places';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { getAtelierCapacity, setAtelierCapacity } from '@/lib/places/service';

// GET/PUT /api/sip/ateliers/{id}/capacity — the atelier's own (another's → 404), admins any; PUT under If-Match (docs/atelier.md#capacity)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getAtelierCapacity, async ({ params, auth }) => {
    const answer = await getAtelierCapacity(auth, params.id);
    return json(answer, { headers: { etag: etagOf(answer.version) } });
  }),
  PUT: endpoint(contracts.putAtelierCapacity, async ({ params, body, auth, req }) => {
    const changed = await setAtelierCapacity(auth, params.id, body, parseIfMatch(req.headers.get('if-match')));
    return json(changed, { headers: { etag: etagOf(changed.version) } });
  }),
});
