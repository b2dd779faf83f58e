import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import * as s from '../schema';
import { buildCatalogueRows, type CatalogueRows } from './rows';
import type { ImportCatalogue } from './types';

export type { CatalogueRows } from './rows';
export type * from './types';

/**
 * Stable ids for catalogue rows, derived from their identifiers: importing again updates rows in
 * place, and carts that reference a sub-service survive it. Formatted as a UUIDv8 so ids look like
 * every other id in the system. (The seed's `seedId`: the demo goes through the same import.)
 */
export function catalogueId(kind: string, identifier: string): string {
  const hex = createHash('sha256').update(`reprise:${kind}:${identifier}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const catalogueRows = (catalogue: ImportCatalogue): CatalogueRows => buildCatalogueRows(catalogue, catalogueId);

/**
 * Upserts a checked catalogue's rows (docs/back-office.md#catalogue-import), parents before
 * children so foreign keys hold, 200 rows a statement. Adds and updates; never deletes (orders
 * name these records: the editor deactivates). The same rows again change nothing. Call it in a
 * transaction (lib/catalogue/import does).
 */
export async function writeCatalogueRows(executor: Executor, rows: CatalogueRows): Promise<void> {
  await upsert(executor, s.stores, rows.stores, [s.stores.id]);
  await upsert(executor, s.providers, rows.providers, [s.providers.id]);
  await upsert(executor, s.providerAreas, rows.providerAreas, [s.providerAreas.providerId, s.providerAreas.country, s.providerAreas.zipPrefix]);
  await upsert(executor, s.storeProviders, rows.storeProviders, [s.storeProviders.storeId, s.storeProviders.providerId]);
  await upsert(executor, s.attributeGroups, rows.attributeGroups, [s.attributeGroups.id]);
  await upsert(executor, s.attributeDefinitions, rows.attributeDefinitions, [s.attributeDefinitions.id]);
  await upsert(executor, s.clothesCategories, rows.categories, [s.clothesCategories.id]);
  await upsert(executor, s.subClothesCategories, rows.subCategories, [s.subClothesCategories.id]);
  await upsert(executor, s.discountOffers, rows.discountOffers, [s.discountOffers.id]);
  await upsert(executor, s.services, rows.services, [s.services.id]);
  await upsert(executor, s.subServices, rows.subServices, [s.subServices.id]);
  await upsert(executor, s.subServiceOffers, rows.subServiceOffers, [s.subServiceOffers.subServiceId, s.subServiceOffers.offerId]);
  await upsert(executor, s.logisticOptions, rows.logisticOptions, [s.logisticOptions.id]);
  await upsert(executor, s.discountCodes, rows.discountCodes, [s.discountCodes.id]);
  await upsert(executor, s.storeLegal, rows.storeLegal, [s.storeLegal.storeId]);
}

async function upsert<T extends PgTable>(
  executor: Executor,
  table: T,
  values: T['$inferInsert'][],
  target: Parameters<ReturnType<ReturnType<Executor['insert']>['values']>['onConflictDoUpdate']>[0]['target'],
) {
  if (values.length === 0) return;
  // Every column any row names (a fixed offer has no percentage): a re-import updates each of them.
  const columns = [...new Set(values.flatMap((v) => Object.keys(v)))];
  const set: Record<string, SQL> = {};
  const tableColumns = table as unknown as Record<string, { name: string }>;
  for (const key of columns) set[key] = sql.raw(`excluded."${tableColumns[key]!.name}"`);
  for (let i = 0; i < values.length; i += 200) {
    await executor
      .insert(table)
      .values(values.slice(i, i + 200))
      .onConflictDoUpdate({ target, set });
  }
}
