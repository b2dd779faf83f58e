import { providersJson } from '@/lib/catalogue';
import { api, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';
import { ProvidersQuerySchema } from '@/lib/schemas/catalogue';

// GET /v1/providers — repair ateliers, optionally only those serving an area
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ req, query }) => cachedJson(req, await providersJson(query(ProvidersQuerySchema)))),
});
