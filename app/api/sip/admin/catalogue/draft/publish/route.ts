import * as contracts from '@/lib/contracts/catalogue-admin';
import { publishDraft } from '@/lib/catalogue/editor/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { parseIfMatch } from '@/lib/orders/etag';

// POST /api/sip/admin/catalogue/draft/publish — one transaction, a new catalogue version (docs/back-office.md#catalogue-editor)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.publishCatalogueDraft, async ({ body, auth, locale, req }) => {
    const { note } = await body();
    return json(await publishDraft(auth, parseIfMatch(req.headers.get('if-match')), note, locale), { status: 201 });
  }),
});
