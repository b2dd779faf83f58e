import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from './client';
import * as s from './schema';
import type { CatalogueChange } from './schema/catalogue-versions';
import { executedRows, sqlList } from './executed-rows';
import type { CatalogueDocument, DraftAttributeGroup, DraftCategory, DraftChange, DraftSubService } from '@/lib/schemas/catalogue-editor';
import type { MinorCurrencyMap } from '@/lib/schemas/common';

/** The catalogue editor's rows (docs/back-office.md#catalogue-editor): the draft, and the editable catalogue read and written whole. */

const DRAFT_ID = 'catalogue';

/** The editable part of the catalogue as it is in the tables (inactive records included). */
export async function readCatalogueDocument(executor: Executor): Promise<CatalogueDocument> {
  const categories = await executor.select().from(s.clothesCategories).orderBy(asc(s.clothesCategories.position));
  const groups = await executor.select().from(s.attributeGroups).orderBy(asc(s.attributeGroups.id));
  const definitions = await executor.select().from(s.attributeDefinitions).orderBy(asc(s.attributeDefinitions.position));
  const subServices = await executor
    .select({ sub: s.subServices, providerId: s.services.providerId, subCategoryId: s.services.subCategoryId })
    .from(s.subServices)
    .innerJoin(s.services, eq(s.services.id, s.subServices.serviceId))
    .orderBy(asc(s.subServices.id));
  return {
    categories: categories.map((c) => ({ id: c.id, identifier: c.identifier, name: c.name, position: c.position, isActive: c.isActive })),
    attributeGroups: groups.map((g) => ({
      id: g.id,
      identifier: g.identifier,
      name: g.name,
      description: g.description,
      attributes: definitions
        .filter((d) => d.groupId === g.id)
        .map((d) => ({
          id: d.id, identifier: d.identifier, type: d.type, label: d.label, helperLabel: d.helperLabel, isRequired: d.isRequired,
          metadata: d.metadata as DraftAttributeGroup['attributes'][number]['metadata'], parentId: d.parentId, parentValue: d.parentValue,
        })),
    })),
    subServices: subServices.map(({ sub, providerId, subCategoryId }) => ({
      id: sub.id, identifier: sub.identifier, providerId, subCategoryId, position: sub.position, name: sub.name, description: sub.description, imageUrl: sub.imageUrl,
      kind: sub.kind, price: sub.price, leadTimeDays: sub.leadTimeDays, canBeMultiple: sub.canBeMultiple, attributeGroupId: sub.attributeGroupId, isActive: sub.isActive,
    })),
  };
}

export type DraftRow = typeof s.catalogueDrafts.$inferSelect;

export async function readDraft(executor: Executor): Promise<DraftRow | null> {
  const [row] = await executor.select().from(s.catalogueDrafts).where(eq(s.catalogueDrafts.id, DRAFT_ID));
  return row ?? null;
}

/** The draft, locked for the transaction; made from the published catalogue when there is none yet. */
export async function lockDraft(tx: Tx, published: number): Promise<DraftRow> {
  const doc = await readCatalogueDocument(tx);
  await tx.insert(s.catalogueDrafts).values({ id: DRAFT_ID, version: 1, basedOn: published, base: doc, document: doc }).onConflictDoNothing();
  const [row] = await tx.select().from(s.catalogueDrafts).where(eq(s.catalogueDrafts.id, DRAFT_ID)).for('update');
  return row!;
}

/** Writes the draft and bumps its version (the caller holds the row lock and checked If-Match). */
export async function writeDraft(tx: Tx, draft: { version: number; basedOn: number; base: CatalogueDocument; document: CatalogueDocument; by: string | null }) {
  const [row] = await tx
    .update(s.catalogueDrafts)
    .set({ version: draft.version + 1, basedOn: draft.basedOn, base: draft.base, document: draft.document, updatedBy: draft.by, updatedAt: new Date() })
    .where(and(eq(s.catalogueDrafts.id, DRAFT_ID), eq(s.catalogueDrafts.version, draft.version)))
    .returning();
  return row!;
}

/** Sub-services in an open cart or on an order (order items keep their services as JSON): never deleted. */
export async function subServicesInUse(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const carts = await tx.selectDistinct({ id: s.cartItemServices.subServiceId }).from(s.cartItemServices).where(inArray(s.cartItemServices.subServiceId, ids));
  const orders = await tx.execute<{ id: string }>(
    sql`select distinct e->>'subServiceId' as id from ${s.orderItems}, jsonb_array_elements(${s.orderItems.subServices}) e where e->>'subServiceId' in ${sqlList(ids)}`,
  );
  const rows = executedRows<{ id: string }>(orders);
  return new Set([...carts.map((r) => r.id), ...rows.map((r) => r.id)]);
}

async function writeCategory(tx: Tx, c: DraftCategory, added: boolean) {
  if (!added) {
    await tx.update(s.clothesCategories).set({ identifier: c.identifier, name: c.name, position: c.position, isActive: c.isActive }).where(eq(s.clothesCategories.id, c.id));
    return;
  }
  const [next] = await tx.select({ n: sql<number>`coalesce(max(${s.clothesCategories.numericId}), 0)::int + 1` }).from(s.clothesCategories);
  await tx.insert(s.clothesCategories).values({ id: c.id, numericId: Number(next!.n), identifier: c.identifier, name: c.name, image: '', position: c.position, isActive: c.isActive });
}

async function writeGroup(tx: Tx, g: DraftAttributeGroup) {
  await tx
    .insert(s.attributeGroups)
    .values({ id: g.id, identifier: g.identifier, name: g.name, description: g.description })
    .onConflictDoUpdate({ target: s.attributeGroups.id, set: { identifier: g.identifier, name: g.name, description: g.description } });
  const keep = g.attributes.map((a) => a.id);
  await tx.delete(s.attributeDefinitions).where(keep.length ? and(eq(s.attributeDefinitions.groupId, g.id), notInArray(s.attributeDefinitions.id, keep)) : eq(s.attributeDefinitions.groupId, g.id));
  // Identifiers are unique per group: park the kept rows' identifiers first so a swap cannot collide.
  if (keep.length) await tx.update(s.attributeDefinitions).set({ identifier: sql`'~' || ${s.attributeDefinitions.id}` }).where(eq(s.attributeDefinitions.groupId, g.id));
  for (const [position, a] of g.attributes.entries()) {
    const values = {
      groupId: g.id, identifier: a.identifier, position, type: a.type, label: a.label, helperLabel: a.helperLabel, isRequired: a.isRequired, metadata: a.metadata,
      parentId: a.parentId, parentValue: a.parentValue,
    };
    await tx.insert(s.attributeDefinitions).values({ id: a.id, ...values }).onConflictDoUpdate({ target: s.attributeDefinitions.id, set: values });
  }
}

async function serviceFor(tx: Tx, providerId: string, subCategoryId: string): Promise<string> {
  const [found] = await tx.select({ id: s.services.id }).from(s.services).where(and(eq(s.services.providerId, providerId), eq(s.services.subCategoryId, subCategoryId)));
  if (found) return found.id;
  const id = `svc-${providerId}-${subCategoryId}`.slice(0, 120);
  await tx.insert(s.services).values({ id, providerId, subCategoryId });
  return id;
}

/** The crossed-out price follows the price up, and follows it down when it was the price (as the price import does). */
function originalAfter(original: MinorCurrencyMap, before: MinorCurrencyMap, after: MinorCurrencyMap): MinorCurrencyMap {
  const out: Record<string, number> = {};
  for (const [currency, to] of Object.entries(after) as [keyof MinorCurrencyMap, number][]) {
    const was = original[currency];
    out[currency] = was === undefined || was === before[currency] || was < to ? to : was;
  }
  return out;
}

async function writeSubService(tx: Tx, sub: DraftSubService, before: DraftSubService | undefined) {
  const serviceId = await serviceFor(tx, sub.providerId, sub.subCategoryId);
  const fields = {
    serviceId, identifier: sub.identifier, position: sub.position, name: sub.name, description: sub.description, imageUrl: sub.imageUrl, kind: sub.kind, price: sub.price,
    leadTimeDays: sub.leadTimeDays, canBeMultiple: sub.canBeMultiple, attributeGroupId: sub.attributeGroupId, isActive: sub.isActive,
  };
  if (!before) {
    await tx.insert(s.subServices).values({ id: sub.id, ...fields, originalPrice: sub.price });
    return;
  }
  const [row] = await tx.select({ originalPrice: s.subServices.originalPrice }).from(s.subServices).where(eq(s.subServices.id, sub.id));
  await tx.update(s.subServices).set({ ...fields, originalPrice: originalAfter(row?.originalPrice ?? {}, before.price, sub.price) }).where(eq(s.subServices.id, sub.id));
}

/**
 * Makes the tables hold `next` where it differs from `current` (both read in this transaction).
 * A sub-service `next` lacks is deleted, or deactivated when a cart or an order holds it.
 * Groups first (sub-services point at them); categories and groups are never deleted.
 */
export async function writeCatalogueChanges(tx: Tx, current: CatalogueDocument, next: CatalogueDocument, changes: DraftChange[]) {
  const deactivated: string[] = [];
  const prices: CatalogueChange[] = [];
  const of = <T extends { id: string }>(list: T[], id: string) => list.find((x) => x.id === id);
  for (const c of changes.filter((c) => c.entity === 'attributeGroup' && c.action !== 'removed')) await writeGroup(tx, of(next.attributeGroups, c.id)!);
  for (const c of changes.filter((c) => c.entity === 'category' && c.action !== 'removed')) await writeCategory(tx, of(next.categories, c.id)!, c.action === 'added');
  for (const c of changes.filter((c) => c.entity === 'subService')) {
    const before = of(current.subServices, c.id);
    const after = of(next.subServices, c.id);
    if (!after) {
      if ((await subServicesInUse(tx, [c.id])).has(c.id)) {
        await tx.update(s.subServices).set({ isActive: false }).where(eq(s.subServices.id, c.id));
        deactivated.push(c.id);
      } else await tx.delete(s.subServices).where(eq(s.subServices.id, c.id));
      continue;
    }
    await writeSubService(tx, after, before);
    for (const [currency, to] of Object.entries(after.price) as [keyof MinorCurrencyMap, number][]) {
      const from = before?.price[currency] ?? null;
      if (from !== to) prices.push({ subServiceId: c.id, currency, from, to });
    }
  }
  return { deactivated, prices };
}

export async function insertCatalogueVersion(
  tx: Tx,
  version: { by: string | null; summary: string; prices: CatalogueChange[]; records: DraftChange[]; snapshot: CatalogueDocument },
) {
  const [row] = await tx
    .insert(s.catalogueVersions)
    .values({ publishedBy: version.by, summary: version.summary, changeCount: version.records.length, changes: version.prices, records: version.records, snapshot: version.snapshot })
    .returning();
  return row!;
}

export async function readCatalogueVersion(executor: Executor, id: number) {
  const [row] = await executor.select().from(s.catalogueVersions).where(eq(s.catalogueVersions.id, id));
  return row ?? null;
}

/** Ateliers and sub-categories the editor may point at. */
export async function editorReferences(executor: Executor) {
  return {
    ateliers: await executor.select({ id: s.providers.id, displayName: s.providers.displayName }).from(s.providers).orderBy(asc(s.providers.displayName)),
    subCategories: await executor
      .select({ id: s.subClothesCategories.id, categoryId: s.subClothesCategories.categoryId, name: s.subClothesCategories.name })
      .from(s.subClothesCategories)
      .orderBy(asc(s.subClothesCategories.categoryId), asc(s.subClothesCategories.position)),
  };
}
