import { createApiKey, listKeys } from '@/lib/auth/api-keys';
import { api, routes } from '@/lib/http/handler';
import { json } from '@/lib/http/json';
import { ApiKeyCreateBodySchema } from '@/lib/schemas/api-keys';

// API keys of the brand's systems (docs/integrators.md#api-keys); admins only
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routes({
  // GET /api/sip/admin/api-keys — every key, revoked ones included (never their secrets)
  GET: api(async () => json({ keys: await listKeys() }), { auth: ['admin'] }),
  // POST /api/sip/admin/api-keys — {name, storeId?} → 201 with the secret (shown once)
  POST: api(async ({ body, auth, locale }) => json(await createApiKey(await body(ApiKeyCreateBodySchema), auth!, locale), { status: 201 }), { auth: ['admin'] }),
});
