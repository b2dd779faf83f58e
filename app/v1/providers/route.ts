import * as contracts from '@/lib/contracts/catalogue';
import { providersJson } from '@/lib/catalogue';
import { endpoint, routes } from '@/lib/http/handler';
import { cachedJson } from '@/lib/http/json';

// GET /v1/providers — repair ateliers, optionally only those serving an area
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  GET: endpoint(contracts.listProviders, async ({ req, query }) => cachedJson(req, await providersJson(query))),
});
