import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { KEY_SCOPES, type KeyScope } from '@/lib/schemas/api-keys';
import { accounts } from './accounts';
import { stores } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A brand system's credential (docs/integrators.md#api-keys): only the SHA-256 of the secret is
 * kept; `storeId` null means every store (an admin's key). Revoked keys stay for the audit trail.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The first characters of the secret (`rk_live_ab12`), to tell keys apart in a list. */
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** What it may do (lib/auth/key-scopes.ts); keys made before scopes existed have them all. */
    scopes: jsonb('scopes').$type<KeyScope[]>().notNull().default([...KEY_SCOPES]),
    /** false: an `rk_test_` key, whose carts, orders and webhook endpoints are test mode's (docs/integrators.md#test-mode). */
    livemode: boolean('livemode').notNull().default(true),
    /** The API version its answers follow when a request names none (docs/integrators.md#versioning); null: made before versions, the first one. */
    apiVersion: text('api_version'),
    createdBy: text('created_by').notNull().references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('api_keys_store_idx').on(t.storeId)],
);
