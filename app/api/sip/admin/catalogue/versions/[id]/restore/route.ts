import * as contracts from '@/lib/contracts/catalogue-admin';
import { restoreVersion } from '@/lib/catalogue/editor/service';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// POST /api/sip/admin/catalogue/versions/{id}/restore — published again as a new version (docs/back-office.md#catalogue-editor)
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  POST: endpoint(contracts.restoreCatalogueVersion, async ({ params, body, auth, locale }) => {
    const { note } = await body();
    return json(await restoreVersion(auth, Number(params.id), note, locale), { status: 201 });
  }),
});
