import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPES } from '@/lib/attributes/types';
import type { ImportSubService } from '@/db/catalogue-import';
import { readDemoCatalogue } from './index';

const c = readDemoCatalogue();

const LOCALES = ['fr', 'en', 'de', 'es'];
const CURRENCIES = ['EUR', 'GBP', 'USD'] as const;

const subCategories = c.categories.flatMap((cat) => cat.subCategories);
const subServices = c.services.flatMap((s) => s.subServices.map((sub) => ({ ...sub, provider: s.provider, subCategory: s.subCategory })));
const groupIds = new Set(c.attributeGroups.map((g) => g.identifier));
const storeIds = new Set(c.stores.map((s) => s.identifier));
const providerIds = new Set(c.providers.map((p) => p.name));

function dupes(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function isTranslated(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 4 && keys.join(',') === [...LOCALES].sort().join(',');
}

/** Every TranslatedString in the structure, with where it was found. */
function collectTranslated(value: unknown, at: string, out: [string, Record<string, unknown>][]) {
  if (isTranslated(value)) out.push([at, value]);
  else if (value && typeof value === 'object' && !Array.isArray(value) && LOCALES.some((l) => l in value)) {
    throw new Error(`${at} looks like a TranslatedString but has keys ${Object.keys(value).join(',')}`);
  }
  else if (Array.isArray(value)) value.forEach((v, i) => collectTranslated(v, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collectTranslated(v, `${at}.${k}`, out);
  return out;
}

function find(identifier: string): ImportSubService & { provider: string } {
  const sub = subServices.find((s) => s.identifier === identifier);
  if (!sub) throw new Error(`missing sub-service ${identifier}`);
  return sub;
}

describe('demo catalogue data', () => {
  it('meets the minimum figures', () => {
    expect(c.categories.length).toBeGreaterThanOrEqual(8);
    expect(subCategories.length).toBeGreaterThanOrEqual(25);
    expect(subServices.length).toBeGreaterThanOrEqual(60);
    expect(new Set(c.services.map((s) => s.provider)).size).toBeGreaterThanOrEqual(3);
    expect(c.stores.length).toBeGreaterThanOrEqual(3);
    const byCountry = (country: string) => c.stores.find((s) => s.country === country && !s.onlineStore);
    expect(byCountry('FR')).toMatchObject({ currency: 'EUR', language: 'fr', vatRateBp: 2000 });
    expect(byCountry('GB')).toMatchObject({ currency: 'GBP', language: 'en', vatRateBp: 2000 });
    expect(byCountry('US')).toMatchObject({ currency: 'USD', language: 'en', vatRateBp: 0 });
    expect(new Set(c.logisticOptions.map((o) => o.kind))).toEqual(new Set(['postal_label', 'home_pickup', 'store_drop_off']));
  });

  it('tags categories in lower case, shoes with "shoes"', () => {
    for (const cat of c.categories) {
      expect(cat.tags.length).toBeGreaterThan(0);
      for (const tag of cat.tags) expect(tag).toBe(tag.toLowerCase());
    }
    expect(c.categories.find((cat) => cat.identifier === 'shoes')?.tags).toContain('shoes');
  });

  it('fills every TranslatedString in all four languages', () => {
    const found = collectTranslated(c, 'catalogue', []);
    expect(found.length).toBeGreaterThan(300);
    for (const [at, value] of found) {
      for (const locale of LOCALES) {
        const text = value[locale];
        expect(typeof text === 'string' && text.trim().length > 0, `${at}.${locale}`).toBe(true);
      }
    }
  });

  it('uses all nine attribute types, with valid metadata and parents', () => {
    const used = new Set(c.attributeGroups.flatMap((g) => g.attributes.map((a) => a.type)));
    expect([...used].sort()).toEqual([...ATTRIBUTE_TYPES].sort());
    let parents = 0;
    for (const group of c.attributeGroups) {
      expect(dupes(group.attributes.map((a) => a.identifier)), group.identifier).toEqual([]);
      group.attributes.forEach((a, index) => {
        const where = `${group.identifier}/${a.identifier}`;
        if (a.type === 'text' || a.type === 'textArea') expect(a.metadata?.maxLength, where).toBeGreaterThan(0);
        if (a.type === 'number') expect(a.metadata?.min, where).toBeLessThan(a.metadata?.max ?? -Infinity);
        if (a.type === 'file') expect(a.metadata?.accept?.length, where).toBeGreaterThan(0);
        if (a.type === 'select' || a.type === 'multiSelect' || a.type === 'radio') {
          const values = (a.metadata?.options ?? []).map((o) => o.value);
          expect(values.length, where).toBeGreaterThanOrEqual(2);
          expect(dupes(values), where).toEqual([]);
          for (const v of values) expect(v, where).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
        }
        if (a.parent) {
          parents++;
          const parentIndex = group.attributes.findIndex((p) => p.identifier === a.parent!.identifier);
          expect(parentIndex, `${where} parent declared earlier`).toBeGreaterThanOrEqual(0);
          expect(parentIndex, `${where} parent declared earlier`).toBeLessThan(index);
          const options = (group.attributes[parentIndex]!.metadata?.options ?? []).map((o) => o.value);
          expect(a.parent.values.length, where).toBeGreaterThan(0);
          for (const v of a.parent.values) expect(options, where).toContain(v);
        }
      });
    }
    expect(parents).toBeGreaterThanOrEqual(3);
    const lining = c.attributeGroups.flatMap((g) => g.attributes).find((a) => a.identifier === 'lining_material');
    expect(lining?.parent).toEqual({ identifier: 'lined', values: ['yes'] });
  });

  it('has unique identifiers per kind', () => {
    expect(dupes(c.stores.map((s) => s.identifier))).toEqual([]);
    expect(dupes(c.providers.map((p) => p.name))).toEqual([]);
    expect(dupes(c.attributeGroups.map((g) => g.identifier))).toEqual([]);
    expect(dupes(c.categories.map((cat) => cat.identifier))).toEqual([]);
    expect(dupes(subCategories.map((s) => s.identifier))).toEqual([]);
    expect(dupes(subServices.map((s) => s.identifier))).toEqual([]);
    expect(dupes(c.services.map((s) => `${s.provider}/${s.subCategory}`))).toEqual([]);
    expect(dupes(c.repairFund.map((r) => r.key))).toEqual([]);
    expect(dupes(c.discountOffers.map((o) => o.identifier))).toEqual([]);
    expect(dupes(c.logisticOptions.map((o) => o.name))).toEqual([]);
    expect(dupes(c.discountCodes.map((d) => d.code.toUpperCase()))).toEqual([]);
  });

  it('references only identifiers that exist', () => {
    const fundKeys = new Set(c.repairFund.map((r) => r.key));
    const offerIds = new Set(c.discountOffers.map((o) => o.identifier));
    const subCategoryIds = new Set(subCategories.map((s) => s.identifier));
    for (const sc of subCategories) if (sc.attributeGroup) expect(groupIds, sc.identifier).toContain(sc.attributeGroup);
    for (const p of c.providers) {
      expect(p.stores.length, p.name).toBeGreaterThan(0);
      for (const s of p.stores) expect(storeIds, p.name).toContain(s);
    }
    for (const s of c.services) {
      expect(providerIds).toContain(s.provider);
      expect(subCategoryIds).toContain(s.subCategory);
    }
    for (const sub of subServices) {
      if (sub.attributeGroup) expect(groupIds, sub.identifier).toContain(sub.attributeGroup);
      if (sub.repairFund) expect(fundKeys, sub.identifier).toContain(sub.repairFund);
      for (const o of sub.offers ?? []) expect(offerIds, sub.identifier).toContain(o);
    }
    for (const o of c.logisticOptions) {
      if (o.provider) expect(providerIds, o.name).toContain(o.provider);
      if (o.store) expect(storeIds, o.name).toContain(o.store);
    }
    for (const d of c.discountCodes) if (d.store) expect(storeIds, d.code).toContain(d.store);
    // Every sub-category is offered by at least one provider.
    const offered = new Set(c.services.map((s) => s.subCategory));
    for (const id of subCategoryIds) expect(offered, id).toContain(id);
  });

  it('points every image at a small, self-contained SVG under public/', () => {
    const images = [
      ...c.categories.map((cat) => cat.image),
      ...subCategories.map((s) => s.image),
      ...c.providers.map((p) => p.imageUrl),
      ...subServices.flatMap((s) => (s.imageUrl ? [s.imageUrl] : [])),
    ];
    for (const image of images) {
      expect(image, image).toMatch(/^\/images\/[a-z0-9/-]+\.svg$/);
      const file = path.join(process.cwd(), 'public', ...image.split('/').filter(Boolean));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length, file).toBeLessThan(3072);
      expect(svg, file).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)|href=/i);
    }
    expect(JSON.stringify(c)).not.toMatch(/https?:\/\//);
  });

  it('prices every sub-service in EUR, GBP and USD, sale prices above price', () => {
    for (const sub of subServices) {
      for (const cur of CURRENCIES) {
        const price = sub.price[cur] ?? NaN; // missing: not an integer
        expect(Number.isInteger(price) && price > 0, `${sub.identifier} ${cur}`).toBe(true);
        if (sub.originalPrice) expect(sub.originalPrice[cur], `${sub.identifier} ${cur}`).toBeGreaterThan(price);
      }
      expect(sub.leadTimeDays, sub.identifier).toBeGreaterThanOrEqual(2);
      expect(sub.leadTimeDays, sub.identifier).toBeLessThanOrEqual(15);
    }
    for (const o of c.logisticOptions) {
      for (const cur of CURRENCIES) expect(Number.isInteger(o.price[cur]) && (o.price[cur] ?? -1) >= 0, `${o.name} ${cur}`).toBe(true);
      if (o.kind === 'store_drop_off') expect(o).toMatchObject({ storeOnly: true, onwardTransitDays: 0 });
    }
  });

  it('keeps the Bonus Réparation on eligible repairs of French providers only', () => {
    const frenchProviders = new Set(c.providers.filter((p) => p.areas.every((a) => a.country === 'FR')).map((p) => p.name));
    const excludedSubCategories = new Set(['leather-jacket', 'handbag', 'backpack', 'wallet', 'belt', 'ski-jacket', 'down-jacket', 'hiking-trousers']);
    for (const sub of subServices.filter((s) => s.repairFund)) {
      expect(sub.kind, sub.identifier).toBe('repair');
      expect(frenchProviders, sub.identifier).toContain(sub.provider);
      expect(excludedSubCategories.has(sub.subCategory), sub.identifier).toBe(false);
    }
    expect(subServices.some((s) => s.kind === 'alteration')).toBe(true);
    expect(c.providers.some((p) => p.repairFundLabelled)).toBe(true);
    expect(c.providers.some((p) => !p.repairFundLabelled && frenchProviders.has(p.name))).toBe(true);
  });

  it('reproduces the worked examples of the bonus rules', () => {
    const amount = (key?: string) => c.repairFund.find((r) => r.key === key)?.amountEur;
    const labelled = (provider: string) => c.providers.find((p) => p.name === provider)?.repairFundLabelled;
    const cases: [string, number, number][] = [
      ['mtg-trousers-restitch-lined-seam', 1400, 800], // pays €6
      ['mtg-coat-zip-large', 4000, 1500], // pays €25
      ['mtg-shirt-small-hole', 1000, 700], // under €12: no bonus
      ['mtg-coat-lining-patch-complex', 2000, 2500], // capped at 60 % = €12
    ];
    for (const [id, price, bonus] of cases) {
      const sub = find(id);
      expect(sub.price.EUR, id).toBe(price);
      expect(amount(sub.repairFund), id).toBe(bonus);
      expect(sub.kind, id).toBe('repair');
      expect(sub.offers ?? [], id).toEqual([]);
      expect(labelled(sub.provider), id).toBe(true);
    }
    // The same €14 lined-seam repair at the unlabelled Lyon atelier.
    const lyon = find('crx-suit-restitch-lined-seam');
    expect(lyon.price.EUR).toBe(1400);
    expect(labelled(lyon.provider)).toBe(false);
    // Something under €12 that is not in the barème at all.
    expect(find('mtg-shirt-replace-button')).toMatchObject({ price: { EUR: 600 }, canBeMultiple: true });
    expect(c.repairFund.map((r) => [r.key, r.amountEur])).toEqual([
      ['textile_hole', 700],
      ['textile_seam', 600],
      ['textile_seam_lined', 800],
      ['textile_lining_simple', 1000],
      ['textile_lining_complex', 2500],
      ['textile_zip_small', 800],
      ['textile_zip_large', 1500],
      ['shoes_heel_tip', 700],
      ['shoes_sole_protector', 800],
      ['shoes_stitch_glue', 800],
      ['shoes_resole_rubber', 1800],
      ['shoes_resole_leather', 2500],
      ['shoes_zip_small', 1000],
      ['shoes_zip_large', 1400],
    ]);
  });
});
