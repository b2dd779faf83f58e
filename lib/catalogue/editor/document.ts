import { minorToString } from '@/lib/money';
import { ServiceDiscountOfferSchema } from '@/lib/schemas/catalogue';
import { TranslatedStringSchema, type Currency } from '@/lib/schemas/common';
import type { CatalogueDocument, DraftAttribute, DraftAttributeGroup, DraftChange, DraftEdit, DraftOffer, DraftText } from '@/lib/schemas/catalogue-editor';

/**
 * The catalogue editor's rules, without I/O (docs/back-office.md#catalogue-editor): edits applied
 * to a draft, what a draft changes against what it started from, how those changes land on a
 * catalogue that moved meanwhile (a price list imported, a version restored), and what blocks
 * publishing. Property-tested beside this file.
 */

type Entity = DraftChange['entity'];
const LISTS = { category: 'categories', attributeGroup: 'attributeGroups', subService: 'subServices', discountOffer: 'discountOffers' } as const;
const ENTITIES: Entity[] = ['category', 'attributeGroup', 'subService', 'discountOffer'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function upsert<T extends { id: string }>(list: T[], item: T): T[] {
  const at = list.findIndex((x) => x.id === item.id);
  return at < 0 ? [...list, item] : list.map((x, i) => (i === at ? item : x));
}

/** Each edit replaces the record with its id, or adds it; removing a sub-service drops it from the draft. */
export function applyEdits(doc: CatalogueDocument, edits: DraftEdit[]): CatalogueDocument {
  let out = doc;
  for (const edit of edits) {
    if (edit.kind === 'category') out = { ...out, categories: upsert(out.categories, edit.category) };
    else if (edit.kind === 'attributeGroup') out = { ...out, attributeGroups: upsert(out.attributeGroups, edit.attributeGroup) };
    else if (edit.kind === 'subService') out = { ...out, subServices: upsert(out.subServices, edit.subService) };
    else if (edit.kind === 'discountOffer') out = { ...out, discountOffers: upsert(out.discountOffers, edit.discountOffer) };
    else out = { ...out, subServices: out.subServices.filter((s) => s.id !== edit.id) };
  }
  return out;
}

/** What `after` changes against `before`, record by record, with the fields that differ. */
export function diffDocuments(before: CatalogueDocument, after: CatalogueDocument): DraftChange[] {
  const changes: DraftChange[] = [];
  for (const entity of ENTITIES) {
    const list = LISTS[entity];
    const was = new Map<string, Record<string, unknown>>(before[list].map((x) => [x.id, x]));
    const now = new Map<string, Record<string, unknown>>(after[list].map((x) => [x.id, x]));
    for (const [id, item] of now) {
      const old = was.get(id);
      if (!old) changes.push({ entity, id, action: 'added', fields: Object.keys(item).sort() });
      else {
        const fields = Object.keys(item).filter((k) => !same(item[k], old[k])).sort();
        if (fields.length) changes.push({ entity, id, action: 'changed', fields });
      }
    }
    for (const id of was.keys()) if (!now.has(id)) changes.push({ entity, id, action: 'removed', fields: [] });
  }
  return changes;
}

/**
 * The draft's changes (against `base`, what it started from) laid on `target`, the catalogue as it
 * is now: a changed record takes the draft's, except that prices merge per currency, so a price
 * imported meanwhile for a currency the draft did not touch stays.
 */
export function mergeChanges(target: CatalogueDocument, base: CatalogueDocument, draft: CatalogueDocument): CatalogueDocument {
  let out = target;
  for (const change of diffDocuments(base, draft)) {
    const list = LISTS[change.entity];
    if (change.action === 'removed') {
      out = { ...out, [list]: (out[list] as { id: string }[]).filter((x) => x.id !== change.id) };
      continue;
    }
    if (change.entity === 'category') out = { ...out, categories: upsert(out.categories, draft.categories.find((c) => c.id === change.id)!) };
    else if (change.entity === 'attributeGroup') out = { ...out, attributeGroups: upsert(out.attributeGroups, draft.attributeGroups.find((g) => g.id === change.id)!) };
    else if (change.entity === 'discountOffer') out = { ...out, discountOffers: upsert(out.discountOffers, draft.discountOffers.find((o) => o.id === change.id)!) };
    else {
      const mine = draft.subServices.find((s) => s.id === change.id)!;
      const was = base.subServices.find((s) => s.id === change.id);
      const theirs = out.subServices.find((s) => s.id === change.id);
      let price = mine.price;
      if (was && theirs) {
        const merged: Record<string, number> = { ...theirs.price };
        for (const c of new Set([...Object.keys(was.price), ...Object.keys(mine.price)]) as Set<keyof typeof mine.price>) {
          if (mine.price[c] === was.price[c]) continue;
          if (mine.price[c] === undefined) delete merged[c];
          else merged[c] = mine.price[c]!;
        }
        price = merged;
      }
      out = { ...out, subServices: upsert(out.subServices, { ...mine, price }) };
    }
  }
  return out;
}

export const DOCUMENT_PROBLEMS = [
  'translation', 'unknownAtelier', 'unknownSubCategory', 'unknownGroup', 'noOptions', 'duplicate', 'unknownParent', 'noPrice',
  'unknownOffer', 'twoBonuses', 'bonusOnAlteration', 'noAmount', 'noPercentage', 'noRepairFundService', 'validity', 'publicShape', 'required',
  'parentCycle', 'unknownParentValue',
] as const;
export type DocumentProblem = { path: string; problem: (typeof DOCUMENT_PROBLEMS)[number] };

/**
 * An offer's own rules: a percentage offer has its percentage, a fixed one an amount in some
 * currency, a Bonus Réparation entry its barème key, the validity ends after it starts; and what
 * customers read of it parses, in each currency, with the public `ServiceDiscountOffer` schema.
 */
function offerProblems(o: DraftOffer): DocumentProblem[] {
  const at = `discountOffers.${o.id}`;
  const problems: DocumentProblem[] = [];
  if (o.name.trim() === '') problems.push({ path: `${at}.name`, problem: 'required' });
  if (o.type === 'percentage' && o.percentage === null) problems.push({ path: `${at}.percentage`, problem: 'noPercentage' });
  if (o.type === 'fixed' && Object.keys(o.fixedAmount).length === 0) problems.push({ path: `${at}.fixedAmount`, problem: 'noAmount' });
  if (o.isRepairFund && o.repairFundService.trim() === '') problems.push({ path: `${at}.repairFundService`, problem: 'noRepairFundService' });
  if (o.validFrom && o.validTo && Date.parse(o.validTo) <= Date.parse(o.validFrom)) problems.push({ path: `${at}.validTo`, problem: 'validity' });
  const currencies = (Object.keys(o.fixedAmount) as Currency[]).length ? (Object.keys(o.fixedAmount) as Currency[]) : (['EUR'] as Currency[]);
  for (const currency of currencies) {
    const wire = {
      id: o.id, isRepairFund: o.isRepairFund, fixedAmount: minorToString(o.fixedAmount[currency] ?? 0), name: o.name, type: o.type,
      percentage: o.type === 'percentage' ? o.percentage : null, repairFundService: o.repairFundService, currency,
    };
    const parsed = ServiceDiscountOfferSchema.safeParse(wire);
    if (!parsed.success) for (const issue of parsed.error.issues) problems.push({ path: [at, ...issue.path].join('.'), problem: 'publicShape' });
  }
  return problems;
}

/** Labels of a record that customers read: each must parse with the public TranslatedStringSchema. */
function translationProblems(path: string, text: DraftText): DocumentProblem[] {
  const parsed = TranslatedStringSchema.safeParse(text);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: [path, ...issue.path].join('.'), problem: 'translation' as const }));
}

const CHOICES = new Set(['select', 'multiSelect', 'radio']);

/**
 * An attribute's parent rule (docs/decisions.md#attributes, lib/attributes/rules.ts
 * `isAttributeActive`): shown only while its parent has one of `parentValue` (empty: any value).
 * A rule that could never hold is refused: a chain of parents that comes back to the attribute
 * (it would never show), a value the parent cannot take (not one of a choice's options, not
 * `true`/`false` for a checkbox), values without a parent.
 */
export function parentRuleProblems(group: DraftAttributeGroup, a: DraftAttribute, at: string): DocumentProblem[] {
  if (a.parentId === null) return a.parentValue.length ? [{ path: `${at}.parentValue`, problem: 'unknownParentValue' }] : [];
  const byId = new Map(group.attributes.map((x) => [x.id, x]));
  const seen = new Set([a.id]);
  for (let p = byId.get(a.parentId); p; p = p.parentId === null ? undefined : byId.get(p.parentId)) {
    if (seen.has(p.id)) return [{ path: `${at}.parentId`, problem: 'parentCycle' }];
    seen.add(p.id);
  }
  const parent = byId.get(a.parentId);
  if (!parent) return [];
  const allowed = CHOICES.has(parent.type) ? new Set((parent.metadata.options ?? []).map((o) => o.value)) : parent.type === 'checkbox' ? new Set(['true', 'false']) : null;
  if (!allowed) return [];
  return a.parentValue.flatMap((v, i) => (allowed.has(v) ? [] : [{ path: `${at}.parentValue.${i}`, problem: 'unknownParentValue' as const }]));
}

/**
 * What makes the draft unpublishable, per field (`subServices.<id>.name.de`). `publishing`: also a
 * string missing in one of the four languages, checked on the records the draft changes only (a
 * draft may hold half-written labels; what customers read never does). References are always checked.
 */
export function documentProblems(
  doc: CatalogueDocument,
  changes: DraftChange[],
  known: { atelierIds: Set<string>; subCategoryIds: Set<string> },
  publishing: boolean,
): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const touched = new Set(changes.filter((c) => c.action !== 'removed').map((c) => `${c.entity}:${c.id}`));
  const groupIds = new Set(doc.attributeGroups.map((g) => g.id));
  const seen = new Set<string>();
  for (const g of doc.attributeGroups) {
    if (seen.has(g.identifier)) problems.push({ path: `attributeGroups.${g.id}.identifier`, problem: 'duplicate' });
    seen.add(g.identifier);
    const ids = new Set(g.attributes.map((a) => a.id));
    const identifiers = new Set<string>();
    for (const a of g.attributes) {
      const at = `attributeGroups.${g.id}.attributes.${a.id}`;
      if (identifiers.has(a.identifier)) problems.push({ path: `${at}.identifier`, problem: 'duplicate' });
      identifiers.add(a.identifier);
      if (a.parentId !== null && (!ids.has(a.parentId) || a.parentId === a.id)) problems.push({ path: `${at}.parentId`, problem: 'unknownParent' });
      else problems.push(...parentRuleProblems(g, a, at));
      if (CHOICES.has(a.type) && !(a.metadata.options?.length)) problems.push({ path: `${at}.metadata.options`, problem: 'noOptions' });
      const values = new Set<string>();
      for (const [i, o] of (a.metadata.options ?? []).entries()) {
        if (values.has(o.value)) problems.push({ path: `${at}.metadata.options.${i}.value`, problem: 'duplicate' });
        values.add(o.value);
      }
    }
  }
  for (const c of doc.categories) {
    c.subCategories.forEach((sc, i) => {
      if (!known.subCategoryIds.has(sc.id)) problems.push({ path: `categories.${c.id}.subCategories.${i}.id`, problem: 'unknownSubCategory' });
    });
  }
  const offers = new Map(doc.discountOffers.map((o) => [o.id, o]));
  for (const o of doc.discountOffers) problems.push(...offerProblems(o));
  for (const s of doc.subServices) {
    const at = `subServices.${s.id}`;
    const linked = s.offerIds.map((id) => offers.get(id));
    s.offerIds.forEach((id, i) => {
      if (!offers.has(id)) problems.push({ path: `${at}.offerIds.${i}`, problem: 'unknownOffer' });
      else if (s.offerIds.indexOf(id) !== i) problems.push({ path: `${at}.offerIds.${i}`, problem: 'duplicate' });
    });
    // One repair, one barème entry (docs/decisions.md#bonus-reparation); an alteration never gets the bonus.
    const bonuses = new Set(linked.filter((o) => o?.isRepairFund).map((o) => o!.id)).size;
    if (bonuses > 1) problems.push({ path: `${at}.offerIds`, problem: 'twoBonuses' });
    if (bonuses > 0 && s.kind === 'alteration') problems.push({ path: `${at}.offerIds`, problem: 'bonusOnAlteration' });
    if (!known.atelierIds.has(s.providerId)) problems.push({ path: `${at}.providerId`, problem: 'unknownAtelier' });
    if (!known.subCategoryIds.has(s.subCategoryId)) problems.push({ path: `${at}.subCategoryId`, problem: 'unknownSubCategory' });
    if (s.attributeGroupId !== null && !groupIds.has(s.attributeGroupId)) problems.push({ path: `${at}.attributeGroupId`, problem: 'unknownGroup' });
    if (Object.keys(s.price).length === 0) problems.push({ path: `${at}.price`, problem: 'noPrice' });
  }
  if (!publishing) return problems;
  for (const c of doc.categories) if (touched.has(`category:${c.id}`)) problems.push(...translationProblems(`categories.${c.id}.name`, c.name));
  for (const g of doc.attributeGroups) {
    if (!touched.has(`attributeGroup:${g.id}`)) continue;
    problems.push(...translationProblems(`attributeGroups.${g.id}.name`, g.name), ...translationProblems(`attributeGroups.${g.id}.description`, g.description));
    for (const a of g.attributes) {
      const at = `attributeGroups.${g.id}.attributes.${a.id}`;
      problems.push(...translationProblems(`${at}.label`, a.label), ...translationProblems(`${at}.helperLabel`, a.helperLabel));
      for (const [i, o] of (a.metadata.options ?? []).entries()) problems.push(...translationProblems(`${at}.metadata.options.${i}.label`, o.label));
    }
  }
  for (const s of doc.subServices) {
    if (!touched.has(`subService:${s.id}`)) continue;
    problems.push(...translationProblems(`subServices.${s.id}.name`, s.name), ...translationProblems(`subServices.${s.id}.description`, s.description));
  }
  return problems;
}

/** A one-line summary of a version: what was added, changed, removed. */
export function summarise(changes: DraftChange[]): string {
  const count = (action: DraftChange['action']) => changes.filter((c) => c.action === action).length;
  const parts = (['added', 'changed', 'removed'] as const).filter((a) => count(a) > 0).map((a) => `${count(a)} ${a}`);
  const names = changes.slice(0, 4).map((c) => c.id).join(', ');
  return parts.length ? `${parts.join(', ')}: ${names}${changes.length > 4 ? '…' : ''}` : 'no change';
}

type Stored = Omit<CatalogueDocument, 'discountOffers' | 'subServices' | 'categories'> & {
  discountOffers?: CatalogueDocument['discountOffers'];
  categories: (Omit<CatalogueDocument['categories'][number], 'tags' | 'image' | 'subCategories'> & Partial<Pick<CatalogueDocument['categories'][number], 'tags' | 'image' | 'subCategories'>>)[];
  subServices: (Omit<CatalogueDocument['subServices'][number], 'offerIds'> & { offerIds?: string[] })[];
};

/** Whether a stored document (a draft, a version's snapshot) predates a part the editor now edits. */
export const isIncomplete = (doc: Stored) =>
  doc.discountOffers === undefined || doc.subServices.some((s) => s.offerIds === undefined) || doc.categories.some((c) => c.tags === undefined || c.image === undefined || c.subCategories === undefined);

/**
 * A document stored before offers were editable, completed from `current` (the catalogue as it is
 * now): what it did not hold, it did not change. Complete documents come back as they are.
 */
export function completeDocument(doc: Stored, current: CatalogueDocument): CatalogueDocument {
  if (!isIncomplete(doc)) return doc as CatalogueDocument;
  const offersNow = new Map(current.subServices.map((s) => [s.id, s.offerIds]));
  // Before images and tags were editable (#29): what the document did not hold, it did not change.
  const categoryNow = new Map(current.categories.map((c) => [c.id, c]));
  return {
    ...doc,
    categories: doc.categories.map((c) => ({ ...c, tags: c.tags ?? categoryNow.get(c.id)?.tags ?? [], image: c.image ?? categoryNow.get(c.id)?.image ?? '', subCategories: c.subCategories ?? categoryNow.get(c.id)?.subCategories ?? [] })),
    discountOffers: doc.discountOffers ?? current.discountOffers,
    subServices: doc.subServices.map((s) => ({ ...s, offerIds: s.offerIds ?? offersNow.get(s.id) ?? [] })),
  };
}
