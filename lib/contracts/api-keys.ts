import * as z from 'zod';
import { ApiKeyCreateBodySchema, ApiKeyCreatedSchema, ApiKeyListSchema } from '@/lib/schemas/api-keys';
import { ADMIN, contract } from './contract';

const keys =
  'A brand system’s credential (docs/integrators.md#api-keys): send `Authorization: Bearer rk_live_…`. A store key acts as that store’s staff (carts and orders with `source: api`, the store’s orders); a key with no store as an admin. Revoked keys are refused (401) from the next request on.';

export const listApiKeys = contract({
  tags: ['API keys'],
  auth: ADMIN,
  method: 'get',
  path: '/api/sip/admin/api-keys',
  operationId: 'listApiKeys',
  summary: 'API keys, revoked ones included (admin)',
  description: keys,
  responses: { 200: { description: 'Every key, newest first (never their secrets).', schema: ApiKeyListSchema } },
  errors: ['unauthorized', 'forbidden'],
});

export const createApiKey = contract({
  tags: ['API keys'],
  auth: ADMIN,
  method: 'post',
  path: '/api/sip/admin/api-keys',
  operationId: 'createApiKey',
  summary: 'Create an API key (admin)',
  description: `${keys} The secret (256 random bits) is in this answer only; only its SHA-256 is stored.`,
  body: { schema: ApiKeyCreateBodySchema },
  responses: { 201: { description: 'Created; the secret is shown only here.', schema: ApiKeyCreatedSchema } },
  errors: ['unauthorized', 'forbidden', 'invalid_json', 'validation_failed'],
});

export const revokeApiKey = contract({
  tags: ['API keys'],
  auth: ADMIN,
  method: 'delete',
  path: '/api/sip/admin/api-keys/{id}',
  operationId: 'revokeApiKey',
  summary: 'Revoke an API key at once (admin)', description: 'The key stops working at its next request (keys are read on every use, never cached); it stays listed with `revokedAt`. Revoking a revoked key is still 204.',
  pathParams: z.object({ id: z.string().meta({ description: 'The key id.' }) }),
  responses: { 204: { description: 'Revoked (again: still 204).' } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});
