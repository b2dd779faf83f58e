import * as z from 'zod';
import { LocaleSchema } from '@/lib/schemas/common';
import { CatalogueVersionListSchema, PriceImportQuerySchema, PriceImportResultSchema } from '@/lib/schemas/catalogue-admin';
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
  summary: 'Published catalogue versions, newest first (admin)',
  responses: { 200: { description: 'Who published what and when; `current` is the version every instance serves.', schema: CatalogueVersionListSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});
