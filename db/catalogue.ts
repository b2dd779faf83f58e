import { asc, eq, sql } from 'drizzle-orm';
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
  return {
    stores: await executor.select().from(s.stores).orderBy(asc(s.stores.identifier)),
    providers: await executor.select().from(s.providers).orderBy(asc(s.providers.name)),
    providerAreas: await executor.select().from(s.providerAreas),
    storeProviders: await executor.select().from(s.storeProviders),
    attributeGroups: await executor.select().from(s.attributeGroups),
    attributeDefinitions: await executor.select().from(s.attributeDefinitions).orderBy(asc(s.attributeDefinitions.position)),
    categories: await executor.select().from(s.clothesCategories).orderBy(asc(s.clothesCategories.position)),
    subCategories: await executor.select().from(s.subClothesCategories).orderBy(asc(s.subClothesCategories.position)),
    services: await executor.select().from(s.services),
    subServices: await executor.select().from(s.subServices).orderBy(asc(s.subServices.position)),
    discountOffers: await executor.select().from(s.discountOffers),
    subServiceOffers: await executor.select().from(s.subServiceOffers),
    logisticOptions: await executor.select().from(s.logisticOptions).orderBy(asc(s.logisticOptions.position)),
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogueRows>>;

export type DiscountCodeRow = typeof s.discountCodes.$inferSelect;

export async function findDiscountCode(executor: Executor, code: string): Promise<DiscountCodeRow | null> {
  const rows = await executor.select().from(s.discountCodes).where(eq(s.discountCodes.code, code.trim().toUpperCase())).limit(1);
  return rows[0] ?? null;
}
