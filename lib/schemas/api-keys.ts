import * as z from 'zod';

/** docs/integrators.md#api-keys */
export const ApiKeyCreateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ description: 'What the key is for (e.g. “Storefront checkout”).', example: 'Storefront checkout' }),
    storeId: z.string().min(1).max(100).optional().meta({ description: 'The store whose staff the key acts as; omitted: every store (as an admin).' }),
  })
  .meta({ id: 'ApiKeyCreateBody' });
export type ApiKeyCreateBody = z.output<typeof ApiKeyCreateBodySchema>;

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the secret, to recognise it.' }),
    storeId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: 'Recorded at most once a minute.' }),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });

/** GET /api/sip/auth/me with a key: the key itself, and how it acts (its store's staff, or an admin of every store). */
export const ApiKeyIdentitySchema = ApiKeySchema.extend({
  role: z.enum(['staff', 'admin']).meta({ description: 'staff: of the key’s store only; admin: every store.' }),
}).meta({ id: 'ApiKeyIdentity' });
export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  secret: z
    .string()
    .regex(/^rk_live_[A-Za-z0-9_-]{43}$/)
    .meta({ description: 'rk_live_… (256 random bits); shown only in this answer. Send it as `Authorization: Bearer rk_live_…`.' }),
}).meta({ id: 'ApiKeyCreated' });
export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKey = z.output<typeof ApiKeySchema>;

export type ApiKeyIdentity = z.output<typeof ApiKeyIdentitySchema>;
