import path from 'node:path';
import type { Executor } from '../client';
import { catalogueId, type ImportCatalogue } from '../catalogue-import';
import { demoAccountsWanted, seedDemoAccounts } from './accounts';
import { catalogueFilesIn, importCatalogue, readCatalogueFiles } from '@/lib/catalogue/import';

/** Stable ids of catalogue rows (db/catalogue-import): the tests and benches name demo records by them. */
export const seedId = catalogueId;

/** The demo catalogue's files (docs/back-office.md#catalogue-import), read from disk at run time like the migrations. */
export const DEMO_CATALOGUE_FOLDER = path.join(process.cwd(), 'db/seed/demo');

/**
 * Upserts the demo catalogue through the brand's import (lib/catalogue/import: the same checks,
 * one transaction), then the demo accounts. Idempotent: the same files change nothing.
 */
export async function seedDemo(executor: Executor): Promise<void> {
  await importCatalogue(executor, catalogueFilesIn(DEMO_CATALOGUE_FOLDER));
  if (demoAccountsWanted()) {
    await seedDemoAccounts(executor, (store) => seedId('store', store), (email) => seedId('account', email), (name) => seedId('provider', name));
  }
}

/** The demo catalogue as read and checked by the import, for tests that look at the data itself. */
export function readDemoCatalogue(): ImportCatalogue {
  const read = readCatalogueFiles(catalogueFilesIn(DEMO_CATALOGUE_FOLDER));
  if (!read.catalogue) throw new Error(`db/seed/demo: ${JSON.stringify(read.problems.slice(0, 5))}`);
  return read.catalogue;
}
