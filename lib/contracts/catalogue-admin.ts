import * as z from 'zod';
import { LocaleSchema } from '@/lib/schemas/common';
import {
  CatalogueImportBodySchema, CatalogueImportQuerySchema, CatalogueImportResultSchema, CatalogueVersionListSchema, PriceImportQuerySchema, PriceImportResultSchema,
} from '@/lib/schemas/catalogue-admin';
import { CatalogueDraftSchema, DraftEditBodySchema, PublishBodySchema, PublishResultSchema } from '@/lib/schemas/catalogue-editor';
import { BACK_OFFICE, contract } from './contract';

const priceFile =
  'One row per sub-service and currency: `sub_service_id,category,atelier,sub_service,currency,price`, prices in major units with a dot (12.50). UTF-8 with a BOM on export; on import UTF-8 with or without the BOM (Latin-1 is refused), at most 49,999 data lines, no formulas.';

export const exportPriceList = contract({
  tags: ['Catalogue admin'],
  auth: BACK_OFFICE,
  method: 'get',
  path: '/api/sip/admin/catalogue/prices',
  operationId: 'exportPriceList',
  summary: 'Every price of the catalogue as CSV (admin)',
  description: `${priceFile} Names in \`lang\` (else Accept-Language). Read from the database, not from the instance's cached copy.`,
  query: z.object({ lang: LocaleSchema.optional().meta({ description: 'Language of the names.' }) }),
  responses: { 200: { description: 'The CSV file (attachment).', contentType: 'text/csv', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
  // A text answer: the walk (tests/integrators/openapi-examples.int.test.ts) records JSON only.
  examples: {
    response:
      '\ufeffsub_service_id,category,atelier,sub_service,currency,price\r\nmtg-jeans-hem-original,Jeans,Atelier Montorgueil,Shorten jeans (keep the original hem),EUR,18.00\r\n',
  },
});

export const importPriceList = contract({
  tags: ['Catalogue admin'],
  auth: BACK_OFFICE,
  method: 'post',
  path: '/api/sip/admin/catalogue/prices',
  operationId: 'importPriceList',
  summary: 'Import an edited price list: dry run, or apply as one catalogue version (admin)',
  description: `${priceFile} The body is the file (text/csv). A dry run lists every change (old → new) and every error with its line number. Applying with any error → 422 and nothing changes; otherwise every change is written in ONE transaction with a new catalogue version, which every instance serves within 2 s.`,
  query: PriceImportQuerySchema,
  body: { schema: z.string(), contentType: 'text/csv', description: 'The CSV file, UTF-8.' },
  responses: {
    200: { description: 'The changes and errors (a dry run), or the version made. Applying a file with any error answers 422 `validation_failed` (an error per line) and changes nothing.', schema: PriceImportResultSchema },
  },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed', 'payload_too_large'],
});

export const listCatalogueVersions = contract({
  tags: ['Catalogue admin'],
  auth: BACK_OFFICE,
  method: 'get',
  path: '/api/sip/admin/catalogue/versions',
  operationId: 'listCatalogueVersions',
  summary: 'Published catalogue versions, newest first (admin)', description: 'Each publication of the catalogue: its number, who published it, when, a summary and how many changes it carried; `current` is the version every instance serves. Admins only.',
  responses: { 200: { description: 'Who published what and when; `current` is the version every instance serves.', schema: CatalogueVersionListSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

const editor =
  'The catalogue editor (docs/back-office.md#catalogue-editor): one draft for the catalogue, with its own version. Edits go to the draft; publishing makes a catalogue version that every instance serves within 2 s. Staff get 404.';
const draftIfMatch = [{ name: 'If-Match', required: true, description: 'The draft’s `version` as last read: missing or changed since → 412 `stale_record`, nothing written (the other admin’s edits stay).' }];

export const getCatalogueDraft = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/catalogue/draft', operationId: 'getCatalogueDraft',
  summary: 'The catalogue draft: categories, sub-services, attribute groups, and what publishing would change (admin)', description: editor,
  responses: { 200: { description: 'The draft; `ETag` is its version.', schema: CatalogueDraftSchema } }, errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const editCatalogueDraft = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'patch', path: '/api/sip/admin/catalogue/draft', operationId: 'editCatalogueDraft',
  summary: 'Save edits to the catalogue draft (admin)',
  description: `${editor} Each edit replaces the record with its id or adds it; \`removeSubService\` removes one at publish (deactivated instead when a cart or an order holds it). Unknown ateliers, sub-categories, groups or parents → 422 per field; a label may stay incomplete until publishing.`,
  headers: draftIfMatch, body: { schema: DraftEditBodySchema },
  responses: { 200: { description: 'The draft as saved.', schema: CatalogueDraftSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'stale_record'],
});

export const discardCatalogueDraft = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'delete', path: '/api/sip/admin/catalogue/draft', operationId: 'discardCatalogueDraft',
  summary: 'Discard the draft’s unpublished edits (admin)',
  description: `${editor} The draft starts again from the catalogue as published now; what was dropped is in the audit log. Nothing customers see changes.`,
  headers: draftIfMatch,
  responses: { 200: { description: 'The draft, now the published catalogue.', schema: CatalogueDraftSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'stale_record'],
});

export const publishCatalogueDraft = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'post', path: '/api/sip/admin/catalogue/draft/publish', operationId: 'publishCatalogueDraft',
  summary: 'Publish the draft as a new catalogue version (admin)',
  description: `${editor} One transaction: the draft's changes laid on the catalogue as it is now (prices imported meanwhile in other currencies stay), a version with who, when and each change. A label missing in one of the four languages, on any record the draft changes → 422 with a path per field (\`subServices.<id>.name.de\`), nothing published. A cart priced before answers 409 \`price_changed\` at order time.`,
  headers: draftIfMatch, body: { schema: PublishBodySchema },
  responses: { 201: { description: 'The version made.', schema: PublishResultSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'stale_record'],
});

export const restoreCatalogueVersion = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'post', path: '/api/sip/admin/catalogue/versions/{id}/restore', operationId: 'restoreCatalogueVersion',
  summary: 'Restore an earlier catalogue version, as a new version (admin)',
  description: `${editor} The version's catalogue is published again the same way; sub-services made since are removed (deactivated when in use), categories and groups made since stay. The draft's unpublished edits stay in the draft.`,
  pathParams: z.object({ id: z.string().regex(/^[1-9]\d{0,8}$/).meta({ description: 'The version to restore.' }) }), body: { schema: PublishBodySchema },
  responses: { 201: { description: 'The version made.', schema: PublishResultSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed'],
});

export const importCatalogue = contract({
  tags: ['Catalogue admin'], auth: BACK_OFFICE, method: 'post', path: '/api/sip/admin/catalogue/import', operationId: 'importCatalogue',
  summary: 'Import a whole catalogue from its files: dry run, or apply (admin)',
  description:
    'The catalogue as a brand hands it over (docs/back-office.md#catalogue-import): eight JSON files, one per aggregate (stores with their legal entity, ateliers, attribute groups, categories, offers, services with their prices, delivery options, discount codes), records linked by identifier. The demo catalogue is loaded through the same import. Every file is checked before anything is written: with any problem → 422 `validation_failed`, one error per problem with its path `file:line $.json.path` and a message in the admin’s language, nothing changed. A dry run (the default) lists what would change in the editable catalogue. Applied, the records are added or updated in place in ONE transaction (never deleted), with a catalogue version when the editable catalogue changed; the same files again change nothing. The body is JSON up to 16 MB. Staff get 404.',
  query: CatalogueImportQuerySchema,
  body: { schema: CatalogueImportBodySchema, description: 'Each file’s text by its name.' },
  responses: { 200: { description: 'What changed (or would change), and the version made.', schema: CatalogueImportResultSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'json_required', 'validation_failed', 'payload_too_large'],
  examples: {
    request: { files: { 'stores.json': '[\n  {"identifier": "paris-marais", "name": "Reprise Paris Marais", …}\n]\n', 'ateliers.json': '[…]', 'services.json': '[…]' } },
    response: {
      dryRun: true,
      counts: { stores: 4, ateliers: 7, attributeGroups: 11, categories: 9, subCategories: 31, subServices: 133, offers: 16, deliveryOptions: 9, discountCodes: 3 },
      changes: [{ entity: 'subService', id: '0f7c2a41-5b0e-8c3d-9a51-3e2f6b7c8d90', action: 'changed', fields: ['price'] }],
      version: null,
    },
  },
});
