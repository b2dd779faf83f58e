import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { invoices, logisticOptions, providerAreas, providers, storeLegal, storeProviders, stores } from './schema';

export type ProviderRecord = typeof providers.$inferSelect;
export type StoreRecordRow = typeof stores.$inferSelect;
export type LogisticOptionRecord = typeof logisticOptions.$inferSelect;
export type StoreLegalRecord = typeof storeLegal.$inferSelect;

/** Ateliers with their areas and stores, by name (docs/back-office.md#places). */
export async function listAtelierRows(db: Executor) {
  const [rows, areas, links] = [
    await db.select().from(providers).orderBy(asc(providers.name)),
    await db.select().from(providerAreas).orderBy(asc(providerAreas.country), asc(providerAreas.zipPrefix)),
    await db.select().from(storeProviders),
  ];
  return rows.map((p) => ({
    ...p,
    areas: areas.filter((a) => a.providerId === p.id).map(({ country, zipPrefix }) => ({ country, zipPrefix })),
    storeIds: links.filter((l) => l.providerId === p.id).map((l) => l.storeId),
  }));
}

export type AtelierRows = Awaited<ReturnType<typeof listAtelierRows>>[number];

export async function lockAtelier(tx: Executor, id: string): Promise<AtelierRows | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update').limit(1);
  if (!row) return null;
  const areas = await tx.select({ country: providerAreas.country, zipPrefix: providerAreas.zipPrefix }).from(providerAreas).where(eq(providerAreas.providerId, id)).orderBy(asc(providerAreas.country), asc(providerAreas.zipPrefix));
  const links = await tx.select({ storeId: storeProviders.storeId }).from(storeProviders).where(eq(storeProviders.providerId, id));
  return { ...row, areas, storeIds: links.map((l) => l.storeId) };
}

export async function updateAtelierRow(tx: Executor, id: string, set: Partial<typeof providers.$inferInsert>): Promise<void> {
  await tx.update(providers).set({ ...set, version: sql`${providers.version} + 1` }).where(eq(providers.id, id));
}

export async function replaceAtelierAreas(tx: Executor, id: string, areas: { country: string; zipPrefix: string }[]): Promise<void> {
  await tx.delete(providerAreas).where(eq(providerAreas.providerId, id));
  if (areas.length) await tx.insert(providerAreas).values(areas.map((a) => ({ providerId: id, ...a }))).onConflictDoNothing();
}

export async function replaceAtelierStores(tx: Executor, id: string, storeIds: string[]): Promise<void> {
  await tx.delete(storeProviders).where(eq(storeProviders.providerId, id));
  if (storeIds.length) await tx.insert(storeProviders).values(storeIds.map((storeId) => ({ providerId: id, storeId }))).onConflictDoNothing();
}

export function listStoreRows(db: Executor) {
  return db.select().from(stores).orderBy(asc(stores.identifier));
}

export async function lockStore(tx: Executor, id: string): Promise<StoreRecordRow | null> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateStoreRow(tx: Executor, id: string, set: Partial<typeof stores.$inferInsert>): Promise<StoreRecordRow> {
  const [row] = await tx.update(stores).set({ ...set, version: sql`${stores.version} + 1` }).where(eq(stores.id, id)).returning();
  return row!;
}

export function listLogisticOptionRows(db: Executor) {
  return db.select().from(logisticOptions).orderBy(asc(logisticOptions.position), asc(logisticOptions.name));
}

export async function lockLogisticOption(tx: Executor, id: string): Promise<LogisticOptionRecord | null> {
  const [row] = await tx.select().from(logisticOptions).where(and(eq(logisticOptions.id, id))).for('update').limit(1);
  return row ?? null;
}

export async function updateLogisticOptionRow(tx: Executor, id: string, set: Partial<typeof logisticOptions.$inferInsert>): Promise<LogisticOptionRecord> {
  const [row] = await tx.update(logisticOptions).set({ ...set, version: sql`${logisticOptions.version} + 1` }).where(eq(logisticOptions.id, id)).returning();
  return row!;
}

/**
 * The countries whose national phone forms a staff search reads (docs/counter.md#phone-search):
 * the store's own, or, for a search across stores, every country a store is in (alphabetical, so
 * the same query reads the same way every time).
 */
export async function storeCountries(db: Executor, storeId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: stores.country })
    .from(stores)
    .where(storeId ? eq(stores.id, storeId) : undefined)
    .orderBy(asc(stores.country));
  return rows.map((r) => r.country);
}

/** A store's legal entity (docs/back-office.md#legal-entity), locked for an edit; null when the store has none yet. */
export async function lockStoreLegal(tx: Executor, storeId: string): Promise<StoreLegalRecord | null> {
  const [row] = await tx.select().from(storeLegal).where(eq(storeLegal.storeId, storeId)).for('update').limit(1);
  return row ?? null;
}

export async function findStoreLegal(db: Executor, storeId: string): Promise<StoreLegalRecord | null> {
  const [row] = await db.select().from(storeLegal).where(eq(storeLegal.storeId, storeId)).limit(1);
  return row ?? null;
}

export async function listStoreLegalRows(db: Executor): Promise<StoreLegalRecord[]> {
  return db.select().from(storeLegal);
}

/** Another store already numbering its invoices with this code. */
export async function invoiceCodeTaken(tx: Executor, storeId: string, code: string): Promise<boolean> {
  const rows = await tx.select({ id: storeLegal.storeId }).from(storeLegal).where(and(eq(storeLegal.invoiceCode, code), sql`${storeLegal.storeId} <> ${storeId}`)).limit(1);
  return rows.length > 0;
}

export async function storeHasInvoices(tx: Executor, storeId: string): Promise<boolean> {
  return (await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.storeId, storeId)).limit(1)).length > 0;
}

/** Writes the entity (made when the store had none), its version bumped. */
export async function saveStoreLegalRow(tx: Executor, storeId: string, values: Omit<typeof storeLegal.$inferInsert, 'storeId' | 'version'>, existed: boolean): Promise<StoreLegalRecord> {
  if (!existed) {
    const [row] = await tx.insert(storeLegal).values({ storeId, ...values }).returning();
    return row!;
  }
  const [row] = await tx.update(storeLegal).set({ ...values, version: sql`${storeLegal.version} + 1` }).where(eq(storeLegal.storeId, storeId)).returning();
  return row!;
}
