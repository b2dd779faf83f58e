import * as contracts from '@/lib/contracts/api-keys';
import { createApiKey, listKeys } from '@/lib/auth/api-keys';
import { endpoint, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';

// API keys of the brand's systems (docs/integrators.md#api-keys); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/api-keys — every key, revoked ones included (never their secrets)
  GET: endpoint(contracts.listApiKeys, async () => json({ keys: await listKeys() })),
  // POST /api/sip/admin/api-keys — {name, storeId?} → 201 with the secret (shown once)
  POST: endpoint(contracts.createApiKey, async ({ body, auth, locale }) => json(await createApiKey(await body(), auth, locale), { status: 201 })),
});
