import * as contracts from '@/lib/contracts/people';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';
import { changePerson } from '@/lib/people/accounts';

// PATCH /api/sip/admin/people/{id} — role, store, active; If-Match on the account's version
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  PATCH: endpoint(contracts.changePerson, async ({ params, body, auth, locale, req }) => {
    const { storesById, providersById } = await getCatalogue();
    const known = { store: (id: string) => storesById.has(id), atelier: (id: string) => providersById.has(id) };
    const changed = await changePerson(auth, params.id, await body(), parseIfMatch(req.headers.get('if-match')), locale, known);
    return json(changed, { headers: { etag: etagOf(changed.version) } });
  }),
});
