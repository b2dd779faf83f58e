import * as z from 'zod';
import { DraftChangeSchema } from './catalogue-editor';

const PRICE_ERROR_CODES = [
  'encoding',
  'too_many_lines',
  'header',
  'columns',
  'formula',
  'unknown_id',
  'unknown_currency',
  'not_sold_in_currency',
  'negative_price',
  'not_a_price',
  'duplicate',
] as const;

export const PriceImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .meta({ description: 'true (the default): list the changes and errors, change nothing. false: apply them as a new catalogue version.' }),
  note: z.string().max(200).optional().meta({ description: 'The version’s summary (default: "N price changes").' }),
});

export const PriceImportResultSchema = z.object({
  dryRun: z.boolean(),
  lines: z.number().int().meta({ description: 'Data lines read (the header excluded).' }),
  changes: z.array(
    z.object({
      line: z.number().int(),
      subServiceId: z.string(),
      currency: z.string(),
      from: z.number().int().meta({ description: 'Minor units.' }),
      to: z.number().int().meta({ description: 'Minor units.' }),
    }),
  ),
  errors: z.array(
    z.object({
      line: z.number().int().meta({ description: '1 is the header; 0 the whole file (encoding).' }),
      code: z.enum(PRICE_ERROR_CODES),
      value: z.string().optional(),
      message: z.string().meta({ description: 'In the admin’s language.' }),
    }),
  ),
  version: z.number().int().nullable().meta({ description: 'The catalogue version made (null on a dry run, or when nothing changed).' }),
});

export const CatalogueVersionListSchema = z.object({
  current: z.number().int(),
  versions: z.array(
    z.object({
      id: z.number().int(),
      publishedBy: z.string().nullable(),
      publishedAt: z.string(),
      summary: z.string(),
      changeCount: z.number().int(),
    }),
  ),
});

export type PriceImportResult = z.infer<typeof PriceImportResultSchema>;

/** docs/back-office.md#catalogue-import: a whole catalogue from its files. */
export const CatalogueImportQuerySchema = z.object({
  dryRun: PriceImportQuerySchema.shape.dryRun.meta({ description: 'true (the default): check the files and list what would change, change nothing. false: import them.' }),
  note: z.string().max(200).optional().meta({ description: 'The version’s summary (default: "import: " and what changed).' }),
});

export const CatalogueImportBodySchema = z
  .object({
    files: z
      .record(z.string().max(100), z.string().max(16 * 1024 * 1024))
      .meta({ description: 'Each file of the catalogue by its name (`stores.json`, `ateliers.json`, `attribute-groups.json`, `categories.json`, `offers.json`, `services.json`, `delivery-options.json`, `discount-codes.json`: all eight), its content as text, so that problems name their line.' }),
  })
  .meta({ id: 'CatalogueImport' });

export const CatalogueImportResultSchema = z
  .object({
    dryRun: z.boolean(),
    counts: z.record(z.string(), z.number().int()).meta({ description: 'Records in the files, per kind.' }),
    changes: z.array(DraftChangeSchema).meta({ description: 'What the import changes (a dry run: would change) in the editable catalogue: categories, attribute groups, sub-services, offers.' }),
    version: z.number().int().nullable().meta({ description: 'The catalogue version made (null on a dry run, or when nothing of the editable catalogue changed).' }),
  })
  .meta({ id: 'CatalogueImportResult' });

export type CatalogueImportResult = z.infer<typeof CatalogueImportResultSchema>;
