import {
  CategoriesQuerySchema,
  ClothesCategoriesResponseSchema,
  ProvidersQuerySchema,
  ProvidersResponseSchema,
  ServicesQuerySchema,
  ServicesResponseSchema,
} from '@/lib/schemas/catalogue';
import { contract } from './contract';

const notModified = { description: 'Not modified: the ETag sent in If-None-Match is current.' };
const ifNoneMatch = { name: 'If-None-Match', description: 'An ETag received before: 304 if unchanged.' };
const cached = { ETag: 'Validator for If-None-Match (304).', 'Cache-Control': 'Public, short-lived.' };

export const listProviders = contract({
  auth: 'public',
  method: 'get',
  path: '/v1/providers',
  operationId: 'listProviders',
  summary: 'List repair providers',
  description: 'With `country` (and optionally `zipCode`), only providers that collect from that area.',
  tags: ['Catalogue'],
  query: ProvidersQuerySchema,
  responses: { 200: { description: 'Providers.', schema: ProvidersResponseSchema, headers: cached }, 304: notModified },
  headers: [ifNoneMatch],
  errors: ['validation_failed'],
});

export const listClothesCategories = contract({
  auth: 'public',
  method: 'get',
  path: '/v1/clothes-categories',
  operationId: 'listClothesCategories',
  summary: 'List clothes categories (first booking step)',
  description:
    '`providerIds` (comma list or repeated) keeps only sub-categories those providers serve; `tag` filters on category tags (womenswear, menswear, shoes…). Unknown ids give an empty list.',
  tags: ['Catalogue'],
  query: CategoriesQuerySchema,
  responses: { 200: { description: 'Categories with their sub-categories and item attribute groups.', schema: ClothesCategoriesResponseSchema, headers: cached }, 304: notModified },
  headers: [ifNoneMatch],
  errors: ['validation_failed'],
});

export const listServices = contract({
  auth: 'public',
  method: 'get',
  path: '/v1/services',
  operationId: 'listServices',
  summary: 'List services for sub-categories',
  description:
    'One Service per provider and sub-category. `zipCode`+`country` keep providers serving that area; `bookingType=warranty` prices everything at 0 for the customer (original prices kept, no offers); `currency` restricts prices to one currency and quotes offer amounts in it (default EUR).',
  tags: ['Catalogue'],
  query: ServicesQuerySchema,
  responses: { 200: { description: 'Services with sub-services, prices as decimal strings.', schema: ServicesResponseSchema, headers: cached }, 304: notModified },
  headers: [ifNoneMatch],
  errors: ['validation_failed'],
});
