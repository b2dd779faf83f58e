import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/schemas/common';
import { accounts } from './accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Password-reset links (docs/decisions.md#password-reset): 256 random bits e-mailed once, only
 * their SHA-256 kept; valid 1 h and used at most once (`used_at`). Gone with the account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_reset_tokens_account_idx').on(t.accountId)],
);

/** A customer's saved addresses (docs/decisions.md#accounts): the checkout's details step starts from the default one. */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    title: text('title').notNull().default(''),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_addresses_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * What staff did to people's data (docs/decisions.md#data-rights): an admin's erasure on request,
 * a customer's own erasure. Ids only, no foreign keys: the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: ts('at').notNull(),
    actorAccountId: text('actor_account_id').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    /** The account acted on; null when the subject is not an account (a store, an atelier…). */
    subjectAccountId: text('subject_account_id'),
    /** What was acted on (lib/audit): `account`, `invitation`, `store`, `atelier`, `delivery_option`. */
    subjectType: text('subject_type').notNull().default('account'),
    subjectId: text('subject_id').notNull().default(''),
    /** One line for the list; `detail` keeps `before`/`after` summaries. */
    summary: text('summary').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/**
 * Sign-ups waiting for their confirmation link (docs/decisions.md#signup-confirmation): what the
 * form said, the password already hashed. The outbox worker makes the token (256 random bits,
 * only its SHA-256 kept) when it renders the e-mail; the link is valid 24 h and used once, and the
 * account exists only from then. No foreign key: there is no account yet.
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    title: text('title').notNull().default(''),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    phone: text('phone').notNull().default(''),
    locale: text('locale').notNull(),
    /** The checkout's cart, when the sign-up came from the checkout's "create an account" box. */
    cartId: text('cart_id'),
    tokenHash: text('token_hash').unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('pending_signups_email_idx').on(t.email), index('pending_signups_expires_idx').on(t.expiresAt)],
);
