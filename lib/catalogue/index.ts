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
import { categoriesView, providersView, servicesView } from './views';

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
  const key = `${name}:${JSON.stringify(query)}`;
  let entry = memo.get(key);
  if (!entry) {
    entry = serialize(schema.parse(build(index)));
    if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(key, entry);
  }
  return entry;
}
