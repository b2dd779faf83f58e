import * as contracts from '@/lib/contracts/catalogue-admin';
import { discardDraft, editDraft, getDraft } from '@/lib/catalogue/editor/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { etagOf, parseIfMatch } from '@/lib/orders/etag';

// The catalogue draft (docs/back-office.md#catalogue-editor); admins only, staff 404
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.getCatalogueDraft, async () => {
    const draft = await getDraft();
    return json(draft, { headers: { etag: etagOf(draft.version) } });
  }),
  // PATCH — If-Match on the draft's version: a stale save is 412 and the draft keeps the other admin's edits
  PATCH: endpoint(contracts.editCatalogueDraft, async ({ body, auth, locale, req }) => {
    const { edits } = await body();
    const draft = await editDraft(auth, edits, parseIfMatch(req.headers.get('if-match')), locale);
    return json(draft, { headers: { etag: etagOf(draft.version) } });
  }),
  // DELETE — the unpublished edits dropped, under If-Match like a save
  DELETE: endpoint(contracts.discardCatalogueDraft, async ({ auth, req }) => {
    const draft = await discardDraft(auth, parseIfMatch(req.headers.get('if-match')));
    return json(draft, { headers: { etag: etagOf(draft.version) } });
  }),
});
