import { servicesJson } from '@/lib/catalogue';
import { api, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';
import { ServicesQuerySchema } from '@/lib/schemas/catalogue';

// GET /v1/services — services of the chosen sub-categories, by area, booking type and currency
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: api(async ({ req, query }) => cachedJson(req, await servicesJson(query(ServicesQuerySchema)))),
});
