import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueDocument, DraftAttribute, DraftAttributeGroup, DraftEdit, DraftOffer, DraftSubService } from '@/lib/schemas/catalogue-editor';
import { applyEdits, completeDocument, diffDocuments, documentProblems, mergeChanges, parentRuleProblems } from './document';

const text = (s: string) => ({ fr: s, en: s, de: s, es: s });
const sub = (id: string, eur: number, gbp?: number): DraftSubService => ({
  id, identifier: id, providerId: 'atelier', subCategoryId: 'jeans', position: 0, name: text(id), description: text(id), imageUrl: '', kind: 'repair',
  price: gbp === undefined ? { EUR: eur } : { EUR: eur, GBP: gbp }, leadTimeDays: 5, canBeMultiple: false, attributeGroupId: null, offerIds: [], isActive: true,
});
const base: CatalogueDocument = {
  categories: [{ id: 'c1', identifier: 'c1', name: text('Jeans'), position: 0, isActive: true, tags: ['womenswear'], image: '', subCategories: [] }],
  attributeGroups: [],
  subServices: [sub('a', 1000, 900), sub('b', 2000), sub('c', 3000)],
  discountOffers: [],
};
const known = { atelierIds: new Set(['atelier']), subCategoryIds: new Set(['jeans']) };

const edits = fc.array(
  fc.oneof(
    fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd'), eur: fc.nat(100_000) }).map(({ id, eur }): DraftEdit => ({ kind: 'subService', subService: sub(id, eur) })),
    fc.constantFrom('a', 'b', 'c').map((id): DraftEdit => ({ kind: 'removeSubService', id })),
    fc.boolean().map((isActive): DraftEdit => ({ kind: 'category', category: { ...base.categories[0]!, isActive } })),
  ),
  { maxLength: 8 },
);

describe('catalogue editor documents (docs/back-office.md#catalogue-editor)', () => {
  it('a document against itself changes nothing; the draft laid on its own base is the draft', () => {
    fc.assert(
      fc.property(edits, (list) => {
        const draft = applyEdits(base, list);
        expect(diffDocuments(draft, draft)).toEqual([]);
        expect(diffDocuments(draft, mergeChanges(base, base, draft))).toEqual([]);
      }),
    );
  });

  it('the diff names exactly the records an edit left different', () => {
    fc.assert(
      fc.property(edits, (list) => {
        const draft = applyEdits(base, list);
        const changed = new Set(diffDocuments(base, draft).map((c) => c.id));
        for (const id of ['a', 'b', 'c', 'd']) {
          const was = base.subServices.find((s) => s.id === id);
          const now = draft.subServices.find((s) => s.id === id);
          expect(changed.has(id)).toBe(JSON.stringify(was) !== JSON.stringify(now));
        }
      }),
    );
  });

  it('merging keeps a price set meanwhile in a currency the draft did not touch', () => {
    const current = { ...base, subServices: [sub('a', 1000, 950), sub('b', 2000), sub('c', 3000)] }; // GBP imported meanwhile
    const draft = applyEdits(base, [{ kind: 'subService', subService: sub('a', 1200, 900) }]);
    expect(mergeChanges(current, base, draft).subServices[0]!.price).toEqual({ EUR: 1200, GBP: 950 });
  });

  it('publishing wants every changed label in four languages, per field; untouched records are not checked', () => {
    const half = { ...sub('d', 100), name: { ...text('d'), de: '' } };
    const draft = applyEdits({ ...base, subServices: [...base.subServices, { ...sub('old', 1), description: { ...text('x'), es: '' } }] }, [{ kind: 'subService', subService: half }]);
    const changes = diffDocuments({ ...draft, subServices: draft.subServices.filter((s) => s.id !== 'd') }, draft);
    expect(documentProblems(draft, changes, known, false)).toEqual([]);
    expect(documentProblems(draft, changes, known, true)).toEqual([{ path: 'subServices.d.name.de', problem: 'translation' }]);
  });

  const bonus = (id: string, over: Partial<DraftOffer> = {}): DraftOffer => ({
    id, name: `Bonus ${id}`, type: 'fixed', isRepairFund: true, repairFundService: 'textile_hole', percentage: null, fixedAmount: { EUR: 700 }, isActive: true, validFrom: null, validTo: null, ...over,
  });

  it('offers: each rule refuses its own field, and a sound offer passes', () => {
    const doc = (offers: DraftOffer[], offerIds: string[] = [], kind: 'repair' | 'alteration' = 'repair'): CatalogueDocument => ({
      ...base, discountOffers: offers, subServices: [{ ...sub('a', 1000), kind, offerIds }],
    });
    const problems = (d: CatalogueDocument) => documentProblems(d, [], known, false).map((p) => `${p.path}:${p.problem}`);
    expect(problems(doc([bonus('f')], ['f']))).toEqual([]);
    expect(problems(doc([bonus('f', { repairFundService: ' ' })]))).toEqual(['discountOffers.f.repairFundService:noRepairFundService']);
    expect(problems(doc([bonus('f', { fixedAmount: {} })]))).toEqual(['discountOffers.f.fixedAmount:noAmount']);
    expect(problems(doc([bonus('f', { type: 'percentage', percentage: null })]))).toEqual(['discountOffers.f.percentage:noPercentage']);
    expect(problems(doc([bonus('f', { name: '' })]))).toEqual(['discountOffers.f.name:required']);
    expect(problems(doc([bonus('f', { validFrom: '2026-12-01T00:00:00.000Z', validTo: '2026-11-01T00:00:00.000Z' })]))).toEqual(['discountOffers.f.validTo:validity']);
    expect(problems(doc([bonus('f')], ['nope']))).toEqual(['subServices.a.offerIds.0:unknownOffer']);
    expect(problems(doc([bonus('f'), bonus('g')], ['f', 'g']))).toEqual(['subServices.a.offerIds:twoBonuses']);
    expect(problems(doc([bonus('f')], ['f'], 'alteration'))).toEqual(['subServices.a.offerIds:bonusOnAlteration']);
    expect(problems(doc([bonus('f')], ['f', 'f']))).toEqual(['subServices.a.offerIds.1:duplicate']);
  });

  it('a document stored before offers were editable takes them from the catalogue as it is now; a complete one is left as it is', () => {
    const current: CatalogueDocument = { ...base, discountOffers: [bonus('f')], subServices: [{ ...sub('a', 1000), offerIds: ['f'] }, sub('b', 2000)] };
    fc.assert(
      fc.property(edits, (list) => {
        const draft = applyEdits(current, list);
        expect(completeDocument(draft, current)).toBe(draft);
        const old = { ...draft, discountOffers: undefined, subServices: draft.subServices.map(({ offerIds: _, ...rest }) => rest) };
        const done = completeDocument(old, current);
        expect(done.discountOffers).toEqual(current.discountOffers);
        for (const s of done.subServices) expect(s.offerIds).toEqual(current.subServices.find((c) => c.id === s.id)?.offerIds ?? []);
      }),
    );
  });

  it('parent rules: a value the parent cannot take, a circle of parents, values without a parent are refused; sound rules pass', () => {
    const attr = (id: string, type: DraftAttribute['type'], parentId: string | null = null, parentValue: string[] = []): DraftAttribute => ({
      id, identifier: id, type, label: text(id), helperLabel: text(id), isRequired: false, parentId, parentValue,
      metadata: type === 'select' || type === 'multiSelect' ? { options: [{ _id: `${id}-a`, value: 'a', label: text('A') }, { _id: `${id}-b`, value: 'b', label: text('B') }] } : {},
    });
    const group = (...attributes: DraftAttribute[]): DraftAttributeGroup => ({ id: 'g', identifier: 'g', name: text('g'), description: text('g'), attributes });
    const check = (g: DraftAttributeGroup) => g.attributes.flatMap((a) => parentRuleProblems(g, a, a.id)).map((p) => `${p.path}:${p.problem}`);
    expect(check(group(attr('kind', 'select'), attr('detail', 'text', 'kind', ['b'])))).toEqual([]);
    expect(check(group(attr('kind', 'select'), attr('detail', 'text', 'kind', [])))).toEqual([]); // any value
    expect(check(group(attr('kind', 'select'), attr('detail', 'text', 'kind', ['b', 'z'])))).toEqual(['detail.parentValue.1:unknownParentValue']);
    expect(check(group(attr('lined', 'checkbox'), attr('lining', 'text', 'lined', ['true'])))).toEqual([]);
    expect(check(group(attr('lined', 'checkbox'), attr('lining', 'text', 'lined', ['yes'])))).toEqual(['lining.parentValue.0:unknownParentValue']);
    expect(check(group(attr('size', 'number'), attr('note', 'text', 'size', ['42'])))).toEqual([]); // free values on other types
    expect(check(group(attr('alone', 'text', null, ['x'])))).toEqual(['alone.parentValue:unknownParentValue']);
    expect(check(group(attr('p', 'select', 'q', ['a']), attr('q', 'select', 'p', ['a'])))).toEqual(['p.parentId:parentCycle', 'q.parentId:parentCycle']);
    // documentProblems reports them at the attribute's path.
    const doc: CatalogueDocument = { ...base, attributeGroups: [group(attr('kind', 'select'), attr('detail', 'text', 'kind', ['z']))] };
    expect(documentProblems(doc, [], known, false)).toEqual([{ path: 'attributeGroups.g.attributes.detail.parentValue.0', problem: 'unknownParentValue' }]);
  });
});
