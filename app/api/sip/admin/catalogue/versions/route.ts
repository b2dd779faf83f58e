import * as contracts from '@/lib/contracts/catalogue-admin';
import { catalogueVersions } from '@/lib/catalogue/price-import';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// Published catalogue versions (docs/back-office.md#catalogue-versions); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/catalogue/versions — newest first, with the one every instance serves
  GET: endpoint(contracts.listCatalogueVersions, async () => json(await catalogueVersions())),
});
