import { catalogueRows, type CatalogueRows, type ImportCatalogue } from '@/db/catalogue-import';
import { documentProblems, type DocumentProblem } from '@/lib/catalogue/editor/document';
import type { CatalogueDocument, DraftChange } from '@/lib/schemas/catalogue-editor';
import { legalEntityProblems, type LegalErrorKey } from '@/lib/schemas/store-legal';
import { jsonPath, lineOfPath, syntaxErrorLine } from './locate';
import { CATALOGUE_FILE_NAMES, CATALOGUE_FILES, type CatalogueFileName, type ImportedFiles } from './schemas';

/**
 * Reading a whole catalogue's files (docs/back-office.md#catalogue-import): each file decoded
 * (UTF-8), parsed, checked with its schema (./schemas.ts, the admin API's own), then the records
 * checked against each other (identifiers unique, every reference found), then the catalogue as
 * the editor would publish it checked with the editor's rules (lib/catalogue/editor/document.ts:
 * Bonus Réparation, offers, attribute parents…). Every problem names its file, line and path;
 * nothing is written unless there is none. Pure apart from deriving ids.
 */

export type CatalogueFile = { name: string; content: Uint8Array | string };

/** The import's own problems (messages `CatalogueImport.errors.*`). */
export type ImportProblemCode =
  | 'missingFile' | 'unknownFile' | 'encoding' | 'json' | 'schema' | 'duplicate'
  | 'unknownStore' | 'unknownAtelier' | 'unknownSubCategory' | 'unknownGroup' | 'unknownRepairFund' | 'unknownOffer';

/**
 * Where and what: `detail` is zod's message for a schema problem, the parser's for a JSON one, the
 * other place for a duplicate. `editor` problems are the catalogue editor's (`CatalogueEditor.errors.*`),
 * `legal` ones the legal entity's (`Places.errors.*`).
 */
export type ImportProblem = { file: string; line: number | null; path: string; value?: string; detail?: string } & (
  | { kind: 'import'; code: ImportProblemCode }
  | { kind: 'editor'; code: DocumentProblem['problem'] }
  | { kind: 'legal'; code: LegalErrorKey }
);
type Kind = Pick<ImportProblem, 'kind' | 'code'>;

export type CatalogueRead = { catalogue: ImportCatalogue; rows: CatalogueRows; problems: [] } | { catalogue: null; rows: null; problems: ImportProblem[] };

type Where = { file: CatalogueFileName; path: PropertyKey[] };

export function readCatalogueFiles(files: CatalogueFile[]): CatalogueRead {
  const problems: ImportProblem[] = [];
  const texts = new Map<string, string>();
  const parsed: Partial<Record<CatalogueFileName, unknown>> = {};
  const problem: Report = (where, what, extra = {}) => {
    const text = texts.get(where.file);
    problems.push({ file: where.file, line: text === undefined ? null : lineOfPath(text, where.path), path: jsonPath(where.path), ...extra, ...what } as ImportProblem);
  };

  for (const file of files) {
    if (!(CATALOGUE_FILE_NAMES as string[]).includes(file.name)) {
      problems.push({ file: file.name, line: null, path: '$', kind: 'import', code: 'unknownFile' });
      continue;
    }
    const name = file.name as CatalogueFileName;
    let text: string;
    try {
      text = typeof file.content === 'string' ? file.content : new TextDecoder('utf-8', { fatal: true }).decode(file.content);
    } catch {
      problems.push({ file: name, line: null, path: '$', kind: 'import', code: 'encoding' });
      continue;
    }
    texts.set(name, text);
    try {
      parsed[name] = JSON.parse(text);
    } catch (error) {
      problems.push({ file: name, line: syntaxErrorLine(text, error), path: '$', kind: 'import', code: 'json', detail: error instanceof Error ? error.message : String(error) });
    }
  }
  for (const name of CATALOGUE_FILE_NAMES) if (!texts.has(name) && !problems.some((p) => p.file === name)) problems.push({ file: name, line: null, path: '$', kind: 'import', code: 'missingFile' });
  if (problems.length) return { catalogue: null, rows: null, problems };

  const data = {} as ImportedFiles;
  for (const name of CATALOGUE_FILE_NAMES) {
    // Parsed once: zod's compiled fast path costs more to build than it saves on one parse (the
    // demo's files, cold: ~54 ms of CPU with it, ~43 without, 2026-11-29).
    const result = CATALOGUE_FILES[name].safeParse(parsed[name], { jitless: true });
    if (result.success) (data as Record<string, unknown>)[name] = result.data;
    else for (const issue of result.error.issues) problem({ file: name, path: issue.path }, own('schema'), { detail: issue.message });
  }
  if (problems.length) return { catalogue: null, rows: null, problems };

  crossCheck(data, problem);
  if (problems.length) return { catalogue: null, rows: null, problems };

  const catalogue = toCatalogue(data);
  const rows = catalogueRows(catalogue);
  editorCheck(data, rows, problem);
  return problems.length ? { catalogue: null, rows: null, problems } : { catalogue, rows, problems: [] };
}

type Report = (where: Where, what: Kind, extra?: { value?: string; detail?: string }) => void;
const own = (code: ImportProblemCode): Kind => ({ kind: 'import', code });

/** Identifiers unique per kind, and every identifier a record names defined in its file. */
function crossCheck(d: ImportedFiles, problem: Report) {
  const defined = <T>(file: CatalogueFileName, list: T[], key: (x: T) => string, at: (i: number) => PropertyKey[]) => {
    const seen = new Map<string, number>();
    list.forEach((x, i) => {
      const k = key(x);
      const first = seen.get(k);
      if (first !== undefined) problem({ file, path: at(i) }, own('duplicate'), { value: k, detail: jsonPath(at(first)) });
      else seen.set(k, i);
    });
    return new Set(seen.keys());
  };
  const stores = defined('stores.json', d['stores.json'], (s) => s.identifier, (i) => [i, 'identifier']);
  const ateliers = defined('ateliers.json', d['ateliers.json'], (a) => a.name, (i) => [i, 'name']);
  const groups = defined('attribute-groups.json', d['attribute-groups.json'], (g) => g.identifier, (i) => [i, 'identifier']);
  defined('categories.json', d['categories.json'], (c) => c.identifier, (i) => [i, 'identifier']);
  const subs = d['categories.json'].flatMap((c, ci) => c.subCategories.map((sc, si) => ({ sc, at: [ci, 'subCategories', si, 'identifier'] })));
  const subCategories = defined('categories.json', subs, (x) => x.sc.identifier, (i) => subs[i]!.at);
  const funds = defined('offers.json', d['offers.json'].repairFund, (f) => f.key, (i) => ['repairFund', i, 'key']);
  const offers = defined('offers.json', d['offers.json'].discountOffers, (o) => o.identifier, (i) => ['discountOffers', i, 'identifier']);
  defined('services.json', d['services.json'], (s) => `${s.provider}/${s.subCategory}`, (i) => [i]);
  d['services.json'].forEach((s, si) => defined('services.json', s.subServices, (x) => x.identifier, (i) => [si, 'subServices', i, 'identifier']));
  defined('delivery-options.json', d['delivery-options.json'], (o) => o.name, (i) => [i, 'name']);
  defined('discount-codes.json', d['discount-codes.json'], (c) => c.code.toUpperCase(), (i) => [i, 'code']);
  const legal = d['stores.json'].flatMap((s, i) => (s.legal ? [{ code: s.legal.invoiceCode, i }] : []));
  defined('stores.json', legal, (l) => l.code, (k) => [legal[k]!.i, 'legal', 'invoiceCode']);

  const must = (set: Set<string>, value: string | undefined, where: Where, code: ImportProblemCode) => {
    if (value !== undefined && !set.has(value)) problem(where, own(code), { value });
  };
  d['stores.json'].forEach((s, i) => {
    if (s.legal) for (const p of legalEntityProblems(s.legal)) problem({ file: 'stores.json', path: [i, 'legal', p.path] }, { kind: 'legal', code: p.key });
  });
  d['ateliers.json'].forEach((a, i) => a.stores.forEach((s, k) => must(stores, s, { file: 'ateliers.json', path: [i, 'stores', k] }, 'unknownStore')));
  d['categories.json'].forEach((c, ci) =>
    c.subCategories.forEach((sc, si) => must(groups, sc.attributeGroup, { file: 'categories.json', path: [ci, 'subCategories', si, 'attributeGroup'] }, 'unknownGroup')),
  );
  d['services.json'].forEach((s, si) => {
    must(ateliers, s.provider, { file: 'services.json', path: [si, 'provider'] }, 'unknownAtelier');
    must(subCategories, s.subCategory, { file: 'services.json', path: [si, 'subCategory'] }, 'unknownSubCategory');
    s.subServices.forEach((sub, k) => {
      const at = (...rest: PropertyKey[]): Where => ({ file: 'services.json', path: [si, 'subServices', k, ...rest] });
      must(groups, sub.attributeGroup, at('attributeGroup'), 'unknownGroup');
      must(funds, sub.repairFund, at('repairFund'), 'unknownRepairFund');
      (sub.offers ?? []).forEach((o, n) => must(offers, o, at('offers', n), 'unknownOffer'));
    });
  });
  d['delivery-options.json'].forEach((o, i) => {
    must(ateliers, o.provider, { file: 'delivery-options.json', path: [i, 'provider'] }, 'unknownAtelier');
    must(stores, o.store, { file: 'delivery-options.json', path: [i, 'store'] }, 'unknownStore');
  });
  d['discount-codes.json'].forEach((c, i) => must(stores, c.store, { file: 'discount-codes.json', path: [i, 'store'] }, 'unknownStore'));
}

/** The files' records in the shape the writer takes (db/catalogue-import/types.ts). */
function toCatalogue(d: ImportedFiles): ImportCatalogue {
  return {
    stores: d['stores.json'].map(({ legal, ...store }) => {
      if (!legal) return store;
      const { shareCapital, ...rest } = legal;
      return { ...store, legal: { ...rest, shareCapitalMinor: shareCapital ? Math.round(shareCapital.amount * 100) : null, shareCapitalCurrency: shareCapital?.currency ?? null } };
    }),
    providers: d['ateliers.json'],
    attributeGroups: d['attribute-groups.json'],
    categories: d['categories.json'],
    repairFund: d['offers.json'].repairFund,
    discountOffers: d['offers.json'].discountOffers,
    services: d['services.json'],
    logisticOptions: d['delivery-options.json'],
    discountCodes: d['discount-codes.json'],
  };
}

/** The editor's field names where the files name them otherwise. */
const FIELD: Record<string, PropertyKey[]> = {
  offerIds: ['offers'], providerId: ['provider'], subCategoryId: ['subCategory'], attributeGroupId: ['attributeGroup'], parentId: ['parent', 'identifier'],
  parentValue: ['parent', 'values'], repairFundService: ['key'], fixedAmount: ['fixedAmount'],
};

/**
 * The catalogue checked as the editor checks a publication (every record new): what customers
 * read parses with the public schemas, one barème entry per repair and none on an alteration,
 * choices have options, parent rules can hold. Problems point back at the files.
 */
function editorCheck(d: ImportedFiles, rows: CatalogueRows, problem: Report) {
  const where = new Map<string, Where>();
  d['attribute-groups.json'].forEach((g, gi) => {
    const group = rows.attributeGroups.find((r) => r.identifier === g.identifier)!;
    where.set(`attributeGroups.${group.id}`, { file: 'attribute-groups.json', path: [gi] });
    g.attributes.forEach((a, ai) => {
      const row = rows.attributeDefinitions.find((r) => r.groupId === group.id && r.identifier === a.identifier);
      if (row) where.set(`attributeGroups.${group.id}.attributes.${row.id}`, { file: 'attribute-groups.json', path: [gi, 'attributes', ai] });
    });
  });
  d['categories.json'].forEach((c, ci) => where.set(`categories.${rows.categories[ci]!.id}`, { file: 'categories.json', path: [ci] }));
  d['offers.json'].repairFund.forEach((_, i) => where.set(`discountOffers.${rows.discountOffers[i]!.id}`, { file: 'offers.json', path: ['repairFund', i] }));
  const funds = d['offers.json'].repairFund.length;
  d['offers.json'].discountOffers.forEach((_, i) => where.set(`discountOffers.${rows.discountOffers[funds + i]!.id}`, { file: 'offers.json', path: ['discountOffers', i] }));
  let n = 0;
  d['services.json'].forEach((s, si) => s.subServices.forEach((_, k) => where.set(`subServices.${rows.subServices[n++]!.id}`, { file: 'services.json', path: [si, 'subServices', k] })));

  const doc = editorDocument(rows);
  const changes: DraftChange[] = [
    ...doc.categories.map((c) => ({ entity: 'category' as const, id: c.id, action: 'added' as const, fields: [] })),
    ...doc.attributeGroups.map((g) => ({ entity: 'attributeGroup' as const, id: g.id, action: 'added' as const, fields: [] })),
    ...doc.subServices.map((s) => ({ entity: 'subService' as const, id: s.id, action: 'added' as const, fields: [] })),
    ...doc.discountOffers.map((o) => ({ entity: 'discountOffer' as const, id: o.id, action: 'added' as const, fields: [] })),
  ];
  const known = { atelierIds: new Set(rows.providers.map((p) => p.id)), subCategoryIds: new Set(rows.subCategories.map((s) => s.id)) };
  for (const p of documentProblems(doc, changes, known, true)) {
    const parts = p.path.split('.');
    // The longest prefix that names a record of the files: `attributeGroups.<id>.attributes.<id>`, else `<list>.<id>`.
    const deep = parts.length >= 4 ? where.get(parts.slice(0, 4).join('.')) : undefined;
    const record = deep ?? where.get(parts.slice(0, 2).join('.'));
    const rest = parts.slice(deep ? 4 : 2).flatMap((k, i) => (i === 0 && FIELD[k] ? FIELD[k]! : [/^\d+$/.test(k) ? Number(k) : k]));
    problem(record ? { file: record.file, path: [...record.path, ...rest] } : { file: 'attribute-groups.json', path: [] }, { kind: 'editor', code: p.problem }, { detail: p.path });
  }
}

/** The rows as the catalogue editor's document (lib/schemas/catalogue-editor.ts), every record active. */
function editorDocument(rows: CatalogueRows): CatalogueDocument {
  const offerIds = new Map<string, string[]>();
  for (const l of rows.subServiceOffers) offerIds.set(l.subServiceId, [...(offerIds.get(l.subServiceId) ?? []), l.offerId]);
  const services = new Map(rows.services.map((s) => [s.id, s]));
  return {
    categories: rows.categories.map((c) => ({
      id: c.id, identifier: c.identifier, name: c.name, position: c.position, isActive: true, tags: c.tags ?? [], image: c.image,
      subCategories: rows.subCategories.filter((sc) => sc.categoryId === c.id).map((sc) => ({ id: sc.id, image: sc.image })),
    })),
    attributeGroups: rows.attributeGroups.map((g) => ({
      id: g.id, identifier: g.identifier, name: g.name, description: g.description,
      attributes: rows.attributeDefinitions.filter((a) => a.groupId === g.id).map((a) => ({
        id: a.id, identifier: a.identifier, type: a.type, label: a.label, helperLabel: a.helperLabel, isRequired: a.isRequired ?? false,
        metadata: a.metadata as CatalogueDocument['attributeGroups'][number]['attributes'][number]['metadata'], parentId: a.parentId ?? null, parentValue: a.parentValue ?? [],
      })),
    })),
    subServices: rows.subServices.map((s) => ({
      id: s.id, identifier: s.identifier, providerId: services.get(s.serviceId)!.providerId, subCategoryId: services.get(s.serviceId)!.subCategoryId, position: s.position,
      name: s.name, description: s.description, imageUrl: s.imageUrl, kind: s.kind, price: s.price, leadTimeDays: s.leadTimeDays, canBeMultiple: s.canBeMultiple ?? false,
      attributeGroupId: s.attributeGroupId ?? null, offerIds: offerIds.get(s.id) ?? [], isActive: true,
    })),
    discountOffers: rows.discountOffers.map((o) => ({
      id: o.id, name: o.name, type: o.type, isRepairFund: o.isRepairFund ?? false, repairFundService: o.repairFundService ?? '', percentage: o.type === 'percentage' ? (o.percentage ?? null) : null,
      fixedAmount: o.fixedAmount ?? {}, isActive: true, validFrom: null, validTo: null,
    })),
  };
}
