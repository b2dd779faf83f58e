import * as contracts from '@/lib/contracts/catalogue';
import { clothesCategoriesJson } from '@/lib/catalogue';
import { endpoint, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';

// GET /v1/clothes-categories — the first booking step; filters providerIds and tag
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listClothesCategories, async ({ req, query }) => cachedJson(req, await clothesCategoriesJson(query))),
});
