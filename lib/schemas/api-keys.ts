import * as z from 'zod';
import { API_VERSIONS } from './api-version';

/** What a key may do besides being a store's (docs/integrators.md#api-keys): each endpoint a key reaches needs one (lib/auth/key-scopes.ts). */
export const KEY_SCOPES = ['orders:read', 'orders:write', 'payments', 'webhooks'] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];
export const KeyScopeSchema = z.enum(KEY_SCOPES).meta({
  id: 'ApiKeyScope',
  description: 'orders:read: carts, orders, documents and events read; orders:write: carts, bookings and order changes; payments: payments read, recorded, refunded; webhooks: webhook endpoints and their deliveries.',
});

/** docs/integrators.md#api-keys */
export const ApiKeyCreateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100).meta({ description: 'What the key is for (e.g. “Storefront checkout”).', example: 'Storefront checkout' }),
    storeId: z.string().min(1).max(100).optional().meta({ description: 'The store whose orders the key reaches; omitted: every store.' }),
    scopes: z
      .array(KeyScopeSchema)
      .min(1)
      .max(KEY_SCOPES.length)
      .refine((s) => new Set(s).size === s.length, 'Each scope once')
      .optional()
      .meta({ description: 'What the key may do; omitted: every scope. Account and back-office endpoints refuse every key.' }),
    livemode: z
      .boolean()
      .optional()
      .meta({ description: 'false: a test key (`rk_test_…`), whose carts, orders and webhook endpoints live apart from live ones (docs/integrators.md#test-mode); omitted: a live key (`rk_live_…`).' }),
    apiVersion: z
      .enum(API_VERSIONS)
      .optional()
      .meta({ description: 'The API version the key’s answers follow when a request sends no `Reprise-Version` (docs/integrators.md#versioning); omitted: the latest.' }),
  })
  .meta({ id: 'ApiKeyCreateBody' });
export type ApiKeyCreateBody = z.output<typeof ApiKeyCreateBodySchema>;

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the secret, to recognise it.' }),
    storeId: z.string().nullable(),
    scopes: z.array(KeyScopeSchema),
    livemode: z.boolean().meta({ description: 'false: a test key (`rk_test_…`): it reaches test carts and orders only, and live keys never reach them (docs/integrators.md#test-mode).' }),
    apiVersion: z.enum(API_VERSIONS).meta({ description: 'The API version pinned at the key’s creation: its answers follow it unless a request sends `Reprise-Version` (docs/integrators.md#versioning).' }),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: 'Recorded at most once a minute.' }),
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });

/** GET /api/sip/auth/me with a key: the key itself, and how it acts (its store's staff, or an admin of every store). */
export const ApiKeyIdentitySchema = ApiKeySchema.extend({
  role: z.enum(['staff', 'admin']).meta({ description: 'staff: the key’s store only; admin: every store. Either way only within its scopes, never the back office nor an account.' }),
}).meta({ id: 'ApiKeyIdentity' });
export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  secret: z
    .string()
    .regex(/^rk_(live|test)_[A-Za-z0-9_-]{43}$/)
    .meta({ description: 'rk_live_… or, for a test key, rk_test_… (256 random bits); shown only in this answer. Send it as `Authorization: Bearer rk_live_…`.' }),
}).meta({ id: 'ApiKeyCreated' });
export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKey = z.output<typeof ApiKeySchema>;

export type ApiKeyIdentity = z.output<typeof ApiKeyIdentitySchema>;
