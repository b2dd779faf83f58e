import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from './client';
import * as s from './schema';
import type { CatalogueChange } from './schema/catalogue-versions';
import { executedRows, sqlList } from './executed-rows';
import type { CatalogueDocument, DraftAttributeGroup, DraftCategory, DraftChange, DraftOffer, DraftSubService } from '@/lib/schemas/catalogue-editor';
import type { MinorCurrencyMap } from '@/lib/schemas/common';

/** The catalogue editor's rows (docs/back-office.md#catalogue-editor): the draft, and the editable catalogue read and written whole. */

const DRAFT_ID = 'catalogue';

/** The editable part of the catalogue as it is in the tables (inactive records included). */
export async function readCatalogueDocument(executor: Executor): Promise<CatalogueDocument> {
  const categories = await executor.select().from(s.clothesCategories).orderBy(asc(s.clothesCategories.position));
  const subCategories = await executor
    .select({ id: s.subClothesCategories.id, categoryId: s.subClothesCategories.categoryId, image: s.subClothesCategories.image })
    .from(s.subClothesCategories)
    .orderBy(asc(s.subClothesCategories.position), asc(s.subClothesCategories.id));
  const groups = await executor.select().from(s.attributeGroups).orderBy(asc(s.attributeGroups.id));
  const definitions = await executor.select().from(s.attributeDefinitions).orderBy(asc(s.attributeDefinitions.position));
  const subServices = await executor
    .select({ sub: s.subServices, providerId: s.services.providerId, subCategoryId: s.services.subCategoryId })
    .from(s.subServices)
    .innerJoin(s.services, eq(s.services.id, s.subServices.serviceId))
    .orderBy(asc(s.subServices.id));
  const offers = await executor.select().from(s.discountOffers).where(eq(s.discountOffers.isDeleted, false)).orderBy(asc(s.discountOffers.id));
  const links = await executor.select().from(s.subServiceOffers).orderBy(asc(s.subServiceOffers.subServiceId), asc(s.subServiceOffers.offerId));
  const offerIds = new Map<string, string[]>();
  for (const l of links) offerIds.set(l.subServiceId, [...(offerIds.get(l.subServiceId) ?? []), l.offerId]);
  return {
    categories: categories.map((c) => ({
      id: c.id, identifier: c.identifier, name: c.name, position: c.position, isActive: c.isActive, tags: c.tags, image: c.image,
      subCategories: subCategories.filter((sc) => sc.categoryId === c.id).map(({ id, image }) => ({ id, image })),
    })),
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
      kind: sub.kind, price: sub.price, leadTimeDays: sub.leadTimeDays, canBeMultiple: sub.canBeMultiple, attributeGroupId: sub.attributeGroupId,
      offerIds: offerIds.get(sub.id) ?? [], isActive: sub.isActive,
    })),
    discountOffers: offers.map((o) => ({
      id: o.id, name: o.name, type: o.type, isRepairFund: o.isRepairFund, repairFundService: o.repairFundService, percentage: o.type === 'percentage' ? o.percentage : null,
      fixedAmount: o.fixedAmount, isActive: o.isActive, validFrom: o.validFrom?.toISOString() ?? null, validTo: o.validTo?.toISOString() ?? null,
    })),
  };
}

export type DraftRow = typeof s.catalogueDrafts.$inferSelect;

export async function readDraft(executor: Executor): Promise<DraftRow | null> {
  const [row] = await executor.select().from(s.catalogueDrafts).where(eq(s.catalogueDrafts.id, DRAFT_ID));
  return row ?? null; // as stored: lib/catalogue/editor/service.ts completes an older draft
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
  // The sub-categories' images: only the category's own sub-categories, those listed.
  const writeSubImages = async () => {
    for (const sc of c.subCategories) {
      await tx.update(s.subClothesCategories).set({ image: sc.image }).where(and(eq(s.subClothesCategories.id, sc.id), eq(s.subClothesCategories.categoryId, c.id)));
    }
  };
  if (!added) {
    await tx.update(s.clothesCategories).set({ identifier: c.identifier, name: c.name, position: c.position, isActive: c.isActive, tags: c.tags, image: c.image }).where(eq(s.clothesCategories.id, c.id));
    await writeSubImages();
    return;
  }
  const [next] = await tx.select({ n: sql<number>`coalesce(max(${s.clothesCategories.numericId}), 0)::int + 1` }).from(s.clothesCategories);
  await tx.insert(s.clothesCategories).values({ id: c.id, numericId: Number(next!.n), identifier: c.identifier, name: c.name, image: c.image, tags: c.tags, position: c.position, isActive: c.isActive });
  await writeSubImages();
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

/** An offer is never deleted (orders name it): a record the target lacks is deactivated. */
async function writeOffer(tx: Tx, o: DraftOffer) {
  const values = {
    name: o.name, type: o.type, isRepairFund: o.isRepairFund, repairFundService: o.repairFundService, percentage: o.type === 'percentage' ? o.percentage : null,
    fixedAmount: o.fixedAmount, isActive: o.isActive, isDeleted: false, validFrom: o.validFrom ? new Date(o.validFrom) : null, validTo: o.validTo ? new Date(o.validTo) : null,
  };
  await tx.insert(s.discountOffers).values({ id: o.id, ...values }).onConflictDoUpdate({ target: s.discountOffers.id, set: values });
}

/** The offers on each written sub-service whose list changed: its links replaced, in chunks. */
async function writeOfferLinks(tx: Tx, writes: { sub: DraftSubService; before: DraftSubService | undefined }[]) {
  const changed = writes.filter((w) => !w.before || JSON.stringify(w.before.offerIds) !== JSON.stringify(w.sub.offerIds));
  for (let i = 0; i < changed.length; i += CHUNK) {
    const part = changed.slice(i, i + CHUNK);
    await tx.delete(s.subServiceOffers).where(inArray(s.subServiceOffers.subServiceId, part.map((w) => w.sub.id)));
    const links = part.flatMap((w) => [...new Set(w.sub.offerIds)].map((offerId) => ({ subServiceId: w.sub.id, offerId })));
    if (links.length) await tx.insert(s.subServiceOffers).values(links);
  }
}

/** The service row of each (atelier, sub-category) pair, made where missing: two statements whatever the count. */
async function servicesFor(tx: Tx, pairs: { providerId: string; subCategoryId: string }[]): Promise<Map<string, string>> {
  const key = (p: { providerId: string; subCategoryId: string }) => `${p.providerId}\u0000${p.subCategoryId}`;
  const wanted = new Map(pairs.map((p) => [key(p), p]));
  const found = new Map<string, string>();
  if (wanted.size === 0) return found;
  const providerIds = [...new Set(pairs.map((p) => p.providerId))];
  const rows = await tx.select({ id: s.services.id, providerId: s.services.providerId, subCategoryId: s.services.subCategoryId }).from(s.services).where(inArray(s.services.providerId, providerIds));
  for (const r of rows) if (wanted.has(key(r))) found.set(key(r), r.id);
  const missing = [...wanted.entries()].filter(([k]) => !found.has(k)).map(([k, p]) => ({ k, id: `svc-${p.providerId}-${p.subCategoryId}`.slice(0, 120), ...p }));
  if (missing.length) await tx.insert(s.services).values(missing.map(({ id, providerId, subCategoryId }) => ({ id, providerId, subCategoryId })));
  for (const m of missing) found.set(m.k, m.id);
  return found;
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

const CHUNK = 500;

/**
 * Added and changed sub-services written as multi-row upserts, 500 a statement (a catalogue ten
 * times the demo's publishes in one transaction within the request deadline: bench/catalogue-publish.ts).
 */
async function writeSubServices(tx: Tx, writes: { sub: DraftSubService; before: DraftSubService | undefined }[]) {
  if (writes.length === 0) return;
  const services = await servicesFor(tx, writes.map((w) => w.sub));
  const changed = writes.filter((w) => w.before).map((w) => w.sub.id);
  const originals = new Map<string, MinorCurrencyMap>();
  for (let i = 0; i < changed.length; i += CHUNK) {
    const rows = await tx.select({ id: s.subServices.id, originalPrice: s.subServices.originalPrice }).from(s.subServices).where(inArray(s.subServices.id, changed.slice(i, i + CHUNK)));
    for (const r of rows) originals.set(r.id, r.originalPrice);
  }
  const rows = writes.map(({ sub, before }) => ({
    id: sub.id, serviceId: services.get(`${sub.providerId}\u0000${sub.subCategoryId}`)!, identifier: sub.identifier, position: sub.position, name: sub.name,
    description: sub.description, imageUrl: sub.imageUrl, kind: sub.kind, price: sub.price, leadTimeDays: sub.leadTimeDays, canBeMultiple: sub.canBeMultiple,
    attributeGroupId: sub.attributeGroupId, isActive: sub.isActive, originalPrice: before ? originalAfter(originals.get(sub.id) ?? {}, before.price, sub.price) : sub.price,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(s.subServices).values(rows.slice(i, i + CHUNK)).onConflictDoUpdate({
      target: s.subServices.id,
      set: {
        serviceId: excluded('service_id'), identifier: excluded('identifier'), position: excluded('position'), name: excluded('name'), description: excluded('description'),
        imageUrl: excluded('image_url'), kind: excluded('kind'), price: excluded('price'), leadTimeDays: excluded('lead_time_days'), canBeMultiple: excluded('can_be_multiple'),
        attributeGroupId: excluded('attribute_group_id'), isActive: excluded('is_active'), originalPrice: excluded('original_price'),
      },
    });
  }
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
  for (const c of changes.filter((c) => c.entity === 'discountOffer')) {
    const offer = of(next.discountOffers, c.id);
    if (offer) await writeOffer(tx, offer);
    else await tx.update(s.discountOffers).set({ isActive: false }).where(eq(s.discountOffers.id, c.id));
  }
  const currentSubs = new Map(current.subServices.map((x) => [x.id, x]));
  const nextSubs = new Map(next.subServices.map((x) => [x.id, x]));
  const writes: { sub: DraftSubService; before: DraftSubService | undefined }[] = [];
  for (const c of changes.filter((c) => c.entity === 'subService')) {
    const before = currentSubs.get(c.id);
    const after = nextSubs.get(c.id);
    if (!after) {
      if ((await subServicesInUse(tx, [c.id])).has(c.id)) {
        await tx.update(s.subServices).set({ isActive: false }).where(eq(s.subServices.id, c.id));
        deactivated.push(c.id);
      } else await tx.delete(s.subServices).where(eq(s.subServices.id, c.id));
      continue;
    }
    writes.push({ sub: after, before });
    for (const [currency, to] of Object.entries(after.price) as [keyof MinorCurrencyMap, number][]) {
      const from = before?.price[currency] ?? null;
      if (from !== to) prices.push({ subServiceId: c.id, currency, from, to });
    }
  }
  await writeSubServices(tx, writes);
  await writeOfferLinks(tx, writes);
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
