import 'server-only';
import type * as z from 'zod';
import { serialize, type SerializedJson } from '@/lib/http/json';
import {
  ClothesCategoriesResponseSchema,
  ProvidersResponseSchema,
  ServicesResponseSchema,
  type CategoriesQuery,
  type ProvidersQuery,
  type ServicesQuery,
} from '@/lib/schemas/catalogue';
import { getCatalogue, type CatalogueIndex } from './snapshot';
import { mailInView } from './mail-in';
import { categoriesView, providersView, servicesView } from './views';
import { buildPriceList, servedCountries, type PriceList } from './price-list';
import { publicOrigin } from '@/lib/http/public-origin';

// The catalogue's domain entry points, shared by the API routes and the pages.

export async function listProviders(query: ProvidersQuery) {
  return providersView(await getCatalogue(), query);
}

export async function listClothesCategories(query: CategoriesQuery) {
  return categoriesView(await getCatalogue(), query);
}

export async function listServices(query: ServicesQuery) {
  return servicesView(await getCatalogue(), query);
}

/** Where no atelier collects but some accept parcels from the country: who, and by which postal option (docs/customer-site.md#mail-in). */
export async function mailIn(country: string, zipCode: string) {
  return mailInView(await getCatalogue(), country, zipCode);
}

/** Countries some store's ateliers serve (the price list's choices, the booking's starting country). */
export async function listServedCountries(): Promise<string[]> {
  return servedCountries(await getCatalogue());
}

/**
 * The price list of a served country, built once per catalogue version (docs/customer-site.md#price-list):
 * every visitor of the page reads the same object until the catalogue reloads.
 */
const priceLists = new Map<string, PriceList>();
let priceListVersion = -1;
export async function priceList(country: string): Promise<PriceList> {
  const index = await getCatalogue();
  if (index.version !== priceListVersion) {
    priceLists.clear();
    priceListVersion = index.version;
  }
  let list = priceLists.get(country);
  if (!list) priceLists.set(country, (list = buildPriceList(index, country)));
  return list;
}

export const providersJson = (query: ProvidersQuery) =>
  memoized('providers', query, ProvidersResponseSchema, (index) => ({ providers: providersView(index, query) }));

export const clothesCategoriesJson = (query: CategoriesQuery) =>
  memoized('categories', query, ClothesCategoriesResponseSchema, (index) => ({ categories: categoriesView(index, query) }));

export const servicesJson = (query: ServicesQuery) =>
  memoized('services', query, ServicesResponseSchema, (index) => servicesView(index, query));

/**
 * Catalogue answers depend only on (catalogue version, parsed query), so each one is
 * built, checked against its response schema and serialised once per version.
 */
const MAX_ENTRIES = 1000;
const memo = new Map<string, SerializedJson>();
let memoVersion = -1;

async function memoized<S extends z.ZodType>(
  name: string,
  query: object,
  schema: S,
  build: (index: CatalogueIndex) => z.input<S>,
): Promise<SerializedJson> {
  const index = await getCatalogue();
  if (index.version !== memoVersion) {
    memo.clear();
    memoVersion = index.version;
  }
  // The answers carry absolute image URLs (docs/integrators.md#urls): the origin they start with is part of the key.
  const key = `${name}:${publicOrigin()}:${JSON.stringify(query)}`;
  let entry = memo.get(key);
  if (!entry) {
    entry = serialize(schema.parse(build(index)));
    if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(key, entry);
  }
  return entry;
}
