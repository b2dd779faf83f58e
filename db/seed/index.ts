import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import * as s from '../schema';
import { demoAccountsWanted, seedDemoAccounts } from './accounts';
import { printedMentions } from '@/lib/schemas/store-legal';
import { buildCatalogueRows } from './rows';
import type { SeedCatalogue } from './types';

/**
 * Stable ids for catalogue rows, derived from their identifiers: re-seeding updates
 * rows in place, and carts that reference a sub-service survive it. Formatted as a
 * UUIDv8 so ids look like every other id in the system.
 */
export function seedId(kind: string, identifier: string): string {
  const hex = createHash('sha256').update(`reprise:${kind}:${identifier}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Upserts the demo catalogue. Idempotent; call inside a transaction. */
export async function seedDemo(executor: Executor, catalogue?: SeedCatalogue): Promise<void> {
  const data = catalogue ?? (await import('./data')).demoCatalogue;
  const rows = buildCatalogueRows(data, seedId);
  // Parents before children so foreign keys hold.
  await upsert(executor, s.stores, rows.stores, [s.stores.id]);
  await upsert(executor, s.providers, rows.providers, [s.providers.id]);
  await upsert(executor, s.providerAreas, rows.providerAreas, [
    s.providerAreas.providerId,
    s.providerAreas.country,
    s.providerAreas.zipPrefix,
  ]);
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
  if (!catalogue) {
    const { storeLegal } = await import('./data/store-legal');
    await upsert(executor, s.storeLegal, storeLegal.map(({ store, otherRegister, ...legal }) => ({ storeId: seedId('store', store), ...legal, ...printedMentions({ ...legal, otherRegister }) })), [s.storeLegal.storeId]);
  }
  if (!catalogue && demoAccountsWanted()) {
    await seedDemoAccounts(executor, (store) => seedId('store', store), (email) => seedId('account', email), (name) => seedId('provider', name));
  }
}

async function upsert<T extends PgTable>(
  executor: Executor,
  table: T,
  values: T['$inferInsert'][],
  target: Parameters<ReturnType<ReturnType<Executor['insert']>['values']>['onConflictDoUpdate']>[0]['target'],
) {
  if (values.length === 0) return;
  const columns = Object.keys(values[0]!);
  const set: Record<string, SQL> = {};
  const tableColumns = (table as unknown as Record<string, { name: string }>);
  for (const key of columns) set[key] = sql.raw(`excluded."${tableColumns[key]!.name}"`);
  for (let i = 0; i < values.length; i += 200) {
    await executor
      .insert(table)
      .values(values.slice(i, i + 200))
      .onConflictDoUpdate({ target, set });
  }
}
