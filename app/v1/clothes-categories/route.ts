import { clothesCategoriesJson } from '@/lib/catalogue';
import { api, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';
import { CategoriesQuerySchema } from '@/lib/schemas/catalogue';

// GET /v1/clothes-categories — the first booking step; filters providerIds and tag
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ req, query }) => cachedJson(req, await clothesCategoriesJson(query(CategoriesQuerySchema)))),
});
