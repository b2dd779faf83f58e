import type { Executor, Tx } from '@/db/client';
import { writeCatalogueRows, type CatalogueRows } from '@/db/catalogue-import';
import { DomainError, type FieldError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import { readCatalogueFiles, type CatalogueFile, type ImportProblem } from './read';

export { readCatalogueFiles, type CatalogueFile, type ImportProblem } from './read';
export { catalogueFilesIn } from './files';
export { CATALOGUE_FILE_NAMES } from './schemas';

export type CatalogueImportCounts = Record<'stores' | 'ateliers' | 'attributeGroups' | 'categories' | 'subCategories' | 'subServices' | 'offers' | 'deliveryOptions' | 'discountCodes', number>;

/** What the back office's import does around the write, in its transaction (lib/catalogue/import/admin.ts: the version, the audit). */
export type AroundWrite<T> = (tx: Tx, write: () => Promise<void>) => Promise<T>;

/**
 * Imports a whole catalogue from its files (docs/back-office.md#catalogue-import): the demo's
 * (db/seed/demo, by `npm run db:seed` and the first start) and a brand's (POST
 * /api/sip/admin/catalogue/import) go through here alike. Every file is checked before anything is
 * written; with any problem it throws 422 `validation_failed`, an error per problem naming its
 * file, line and path, and changes nothing. Otherwise the rows are upserted in one transaction (a
 * savepoint inside the caller's): records are added or updated in place (ids derive from
 * identifiers), never deleted, and importing the same files again changes nothing.
 */
export async function importCatalogue<T = void>(
  executor: Executor,
  files: CatalogueFile[],
  options: { locale?: Locale; dryRun?: boolean; around?: AroundWrite<T> } = {},
): Promise<{ counts: CatalogueImportCounts; outcome: T | undefined }> {
  const read = readCatalogueFiles(files);
  if (!read.rows) throw new DomainError('validation_failed', { errors: importErrors(read.problems, options.locale ?? 'en') });
  const rows = read.rows;
  let outcome: T | undefined;
  try {
    await executor.transaction(async (tx) => {
      const write = () => writeCatalogueRows(tx, rows);
      if (options.around) outcome = await options.around(tx, write);
      else await write();
      // A dry run writes in its transaction, so `around` sees what would change, then rolls it back.
      if (options.dryRun) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return { counts: countsOf(rows), outcome };
}

class RolledBack extends Error {}

const countsOf = (r: CatalogueRows): CatalogueImportCounts => ({
  stores: r.stores.length, ateliers: r.providers.length, attributeGroups: r.attributeGroups.length, categories: r.categories.length, subCategories: r.subCategories.length,
  subServices: r.subServices.length, offers: r.discountOffers.length, deliveryOptions: r.logisticOptions.length, discountCodes: r.discountCodes.length,
});

/** Each problem as a field error in `locale`: the path is `file:line $.json.path`. */
export function importErrors(problems: ImportProblem[], locale: Locale): FieldError[] {
  const t = apiMessages(locale, 'CatalogueImport');
  const editor = apiMessages(locale, 'CatalogueEditor');
  const places = apiMessages(locale, 'Places');
  return problems.map((p) => {
    const message =
      p.kind === 'editor' ? editor(`errors.${p.code}`) : p.kind === 'legal' ? places(`errors.${p.code}`) : t(`errors.${p.code}`, { value: p.value ?? '', detail: p.detail ?? '' });
    return { path: `${p.file}${p.line === null ? '' : `:${p.line}`} ${p.path}`, message };
  });
}
