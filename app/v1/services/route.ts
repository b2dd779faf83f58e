import * as contracts from '@/lib/contracts/catalogue';
import { servicesJson } from '@/lib/catalogue';
import { endpoint, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';

// GET /v1/services — services of the chosen sub-categories, by area, booking type and currency
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listServices, async ({ req, query }) => cachedJson(req, await servicesJson(query))),
});
