import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import { collectTranslatedStrings } from '../helpers/translated';
import * as categoriesRoute from '@/app/v1/clothes-categories/route';
import * as providersRoute from '@/app/v1/providers/route';
import * as servicesRoute from '@/app/v1/services/route';
import {
  ClothesCategoriesResponseSchema,
  ProvidersResponseSchema,
  ServicesResponseSchema,
  type ClothesCategory,
  type Provider,
} from '@/lib/schemas/catalogue';

let categories: ClothesCategory[];
let providers: Provider[];
let allSubCategoryIds: string[];

beforeAll(async () => {
  const res = await call(categoriesRoute.GET, '/v1/clothes-categories');
  expect(res.status).toBe(200);
  categories = ClothesCategoriesResponseSchema.parse(res.json).categories;
  allSubCategoryIds = categories.flatMap((c) => c.subClothesCategories.map((s) => s.id));
  providers = ProvidersResponseSchema.parse((await call(providersRoute.GET, '/v1/providers')).json).providers;
});

const servicesFor = async (query: string) => {
  const res = await call(servicesRoute.GET, `/v1/services?${query}`);
  expect(res.status, res.text).toBe(200);
  return ServicesResponseSchema.parse(res.json);
};

describe('GET /v1/clothes-categories', () => {
  it('answers the interface shape with the demo figures, every label in four languages', async () => {
    const res = await call(categoriesRoute.GET, '/v1/clothes-categories');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(allSubCategoryIds.length).toBeGreaterThanOrEqual(25);
    const strings = collectTranslatedStrings(res.json);
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) for (const lang of ['fr', 'en', 'de', 'es'] as const) expect(s[lang]?.trim()).toBeTruthy();
    for (const c of categories) {
      // Absolute, as photo URLs (docs/integrators.md#urls); the demo's are the app's own /images/.
      expect(new URL(c.image).pathname).toMatch(/^\/images\//);
      for (const sc of c.subClothesCategories) expect(new URL(sc.image).pathname).toMatch(/^\/images\//);
      for (const sc of c.subClothesCategories) expect(sc.attributesGroup.attributes.length).toBeGreaterThan(0);
    }
  });

  it('narrows to the sub-categories a provider serves', async () => {
    for (const provider of providers) {
      const res = await call(categoriesRoute.GET, `/v1/clothes-categories?providerIds=${provider.id}`);
      const narrowed = ClothesCategoriesResponseSchema.parse(res.json).categories;
      const ids = narrowed.flatMap((c) => c.subClothesCategories.map((s) => s.id));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(allSubCategoryIds.length);
      const services = await servicesFor(`subClothesCategoryIds=${ids.join(',')}&providerIds=${provider.id}`);
      expect(new Set(services.map((s) => s.parentSubCategoryId))).toEqual(new Set(ids));
    }
    const two = providers.slice(0, 2).map((p) => p.id);
    const repeated = await call(categoriesRoute.GET, `/v1/clothes-categories?providerIds=${two[0]}&providerIds=${two[1]}`);
    const comma = await call(categoriesRoute.GET, `/v1/clothes-categories?providerIds=${two.join(',')}`);
    expect(repeated.json).toEqual(comma.json);
  });

  it('gives an empty list for unknown provider ids and filters by tag', async () => {
    const unknown = await call(categoriesRoute.GET, '/v1/clothes-categories?providerIds=does-not-exist');
    expect(unknown.json).toEqual({ categories: [] });
    const shoes = ClothesCategoriesResponseSchema.parse((await call(categoriesRoute.GET, '/v1/clothes-categories?tag=shoes')).json);
    expect(shoes.categories.length).toBeGreaterThan(0);
    expect(shoes.categories.length).toBeLessThan(categories.length);
    for (const c of shoes.categories) expect(c.tag).toContain('shoes');
  });

  it('revalidates with ETag', async () => {
    const first = await call(categoriesRoute.GET, '/v1/clothes-categories');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const second = await call(categoriesRoute.GET, '/v1/clothes-categories', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
    expect(second.text).toBe('');
  });
});

describe('GET /v1/providers', () => {
  it('lists providers over at least three different service areas, some shared (a choice of atelier)', () => {
    expect(providers.length).toBeGreaterThanOrEqual(3);
    const areas = new Set(providers.map((p) => JSON.stringify(p.areas)));
    expect(areas.size).toBeGreaterThanOrEqual(3);
  });

  it('filters by the area served', async () => {
    const gb = ProvidersResponseSchema.parse((await call(providersRoute.GET, '/v1/providers?country=GB')).json).providers;
    expect(gb.length).toBeGreaterThan(0);
    for (const p of gb) expect(p.areas.some((a) => a.country === 'GB')).toBe(true);
    const nowhere = await call(providersRoute.GET, '/v1/providers?country=JP');
    expect(nowhere.json).toEqual({ providers: [] });
  });
});

describe('GET /v1/services', () => {
  it('lists services with string prices in three currencies and attribute groups', async () => {
    const services = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}`);
    const subServices = services.flatMap((s) => s.subServices);
    expect(subServices.length).toBeGreaterThanOrEqual(60);
    for (const ss of subServices) {
      for (const currency of ['EUR', 'GBP', 'USD'] as const) {
        expect(ss.price[currency]).toMatch(/^\d+\.\d{2}$/);
        expect(ss.originalPrice[currency]).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const bonus = subServices.filter((ss) => ss.discountOffers.some((o) => o.isRepairFund));
    expect(bonus.length).toBeGreaterThan(0);
    for (const ss of bonus) {
      const offer = ss.discountOffers.find((o) => o.isRepairFund)!;
      expect(Number(offer.fixedAmount)).toBeGreaterThan(0);
      expect(providers.find((p) => p.id === ss.providerId)?.repairFundLabelled).toBe(true);
    }
  });

  it('lists only providers serving the customer area', async () => {
    for (const [zip, country] of [['75011', 'FR'], ['SW1A 1AA', 'GB'], ['10001', 'US']] as const) {
      const services = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}&zipCode=${encodeURIComponent(zip)}&country=${country}`);
      expect(services.length).toBeGreaterThan(0);
      for (const s of services) {
        const provider = providers.find((p) => p.id === s.providerId)!;
        const area = provider.areas.find((a) => a.country === country);
        expect(area, `${provider.name} serves ${country}`).toBeDefined();
        if (area!.zipPrefixes.length) expect(area!.zipPrefixes.some((prefix) => zip.replace(/\s/g, '').startsWith(prefix))).toBe(true);
      }
    }
    const none = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}&country=JP`);
    expect(none).toEqual([]);
  });

  it('prices warranty bookings at zero and keeps original prices', async () => {
    const paid = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}`);
    const warranty = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}&bookingType=warranty`);
    expect(warranty.length).toBe(paid.length);
    for (const ss of warranty.flatMap((s) => s.subServices)) {
      expect(Object.values(ss.price).every((v) => v === '0.00')).toBe(true);
      expect(Number(ss.originalPrice.EUR)).toBeGreaterThan(0);
      expect(ss.discountOffers).toEqual([]);
    }
  });

  it('restricts to one currency when asked', async () => {
    const gbp = await servicesFor(`subClothesCategoryIds=${allSubCategoryIds.join(',')}&currency=GBP`);
    for (const ss of gbp.flatMap((s) => s.subServices)) {
      expect(Object.keys(ss.price)).toEqual(['GBP']);
      for (const o of ss.discountOffers) expect(o.isRepairFund).toBe(false);
    }
  });

  it('gives an empty list for unknown ids', async () => {
    expect(await servicesFor('subClothesCategoryIds=nope')).toEqual([]);
    expect(await servicesFor(`subClothesCategoryIds=${allSubCategoryIds[0]}&providerIds=nope`)).toEqual([]);
  });

  it.each([
    ['', 'subClothesCategoryIds'],
    ['subClothesCategoryIds=', 'subClothesCategoryIds'],
    ['subClothesCategoryIds=a&bookingType=free', 'bookingType'],
    ['subClothesCategoryIds=a&currency=XYZ', 'currency'],
    ['subClothesCategoryIds=a&country=FRA', 'country'],
    ['subClothesCategoryIds=a&zipCode=75011', 'country'],
  ])('refuses malformed parameters (%s) with 422 problem+json', async (query, field) => {
    const res = await call(servicesRoute.GET, `/v1/services?${query}`);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.json).toMatchObject({ status: 422, code: 'validation_failed', type: expect.any(String), title: expect.any(String) });
    expect(res.json.errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});
