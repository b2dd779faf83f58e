import { asc, sql } from 'drizzle-orm';
import type { Executor } from './client';
import * as s from './schema';

export async function isCatalogueEmpty(executor: Executor): Promise<boolean> {
  const rows = await executor.select({ one: sql<number>`1` }).from(s.clothesCategories).limit(1);
  return rows.length === 0;
}

/**
 * The whole catalogue in one pass (it is small: hundreds of rows). Callers index it
 * in memory; see lib/catalogue/snapshot.ts.
 */
export async function loadCatalogueRows(executor: Executor) {
  const [
    stores,
    providers,
    providerAreas,
    storeProviders,
    attributeGroups,
    attributeDefinitions,
    categories,
    subCategories,
    services,
    subServices,
    discountOffers,
    subServiceOffers,
    logisticOptions,
  ] = [
    await executor.select().from(s.stores).orderBy(asc(s.stores.identifier)),
    await executor.select().from(s.providers).orderBy(asc(s.providers.name)),
    await executor.select().from(s.providerAreas),
    await executor.select().from(s.storeProviders),
    await executor.select().from(s.attributeGroups),
    await executor.select().from(s.attributeDefinitions).orderBy(asc(s.attributeDefinitions.position)),
    await executor.select().from(s.clothesCategories).orderBy(asc(s.clothesCategories.position)),
    await executor.select().from(s.subClothesCategories).orderBy(asc(s.subClothesCategories.position)),
    await executor.select().from(s.services),
    await executor.select().from(s.subServices).orderBy(asc(s.subServices.position)),
    await executor.select().from(s.discountOffers),
    await executor.select().from(s.subServiceOffers),
    await executor.select().from(s.logisticOptions).orderBy(asc(s.logisticOptions.position)),
  ];
  return {
    stores,
    providers,
    providerAreas,
    storeProviders,
    attributeGroups,
    attributeDefinitions,
    categories,
    subCategories,
    services,
    subServices,
    discountOffers,
    subServiceOffers,
    logisticOptions,
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;
