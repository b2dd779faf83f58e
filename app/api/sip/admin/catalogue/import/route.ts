import * as contracts from '@/lib/contracts/catalogue-admin';
import { importCatalogueFiles } from '@/lib/catalogue/import/admin';
import { ApiError } from '@/lib/errors';
import { endpoint, routes } from '@/lib/http/handler';
import { assertJsonContentType, readLimited, validationError } from '@/lib/http/input';
import { json } from '@/lib/http/json';
import { CatalogueImportBodySchema } from '@/lib/schemas/catalogue-admin';

/**
 * A whole catalogue is larger than the 256 KB of other JSON bodies (the demo's eight files are ~0.2 MB; ten times the demo, 2 MB),
 * and its files' text holds newlines, which the shared reader refuses in strings: read here.
 */
const MAX_BYTES = 16 * 1024 * 1024;

// A whole catalogue from its files (docs/back-office.md#catalogue-import); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // POST /api/sip/admin/catalogue/import?dryRun=true|false — the files → what changes, or the import applied
  POST: endpoint(contracts.importCatalogue, async ({ req, query, auth, locale }) => {
    assertJsonContentType(req.headers.get('content-type'));
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BYTES) throw new ApiError('payload_too_large', { params: { limit: '16 MB' } });
    const bytes = await readLimited(req, MAX_BYTES, '16 MB');
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      throw new ApiError('invalid_json');
    }
    const body = CatalogueImportBodySchema.safeParse(value);
    if (!body.success) throw validationError(body.error);
    const files = Object.entries(body.data.files).map(([name, content]) => ({ name, content }));
    return json(await importCatalogueFiles(auth, files, { dryRun: query.dryRun, note: query.note, locale }));
  }),
});
