import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Address } from '@/lib/schemas/common';
import type { Role } from '@/lib/schemas/constants';
import { providers, stores } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export { ROLES, type Role } from '@/lib/schemas/constants';

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  /** Normalised to lower case before storing, so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<Role>().notNull().default('customer'),
  /** Staff are bound to one store; null for customers and admins. */
  storeId: text('store_id').references(() => stores.id),
  /** Atelier accounts are bound to one provider (docs/atelier.md#role); null for every other role. */
  providerId: text('provider_id').references(() => providers.id),
  title: text('title').notNull().default(''),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  phone: text('phone').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  disabledAt: ts('disabled_at'),
  /**
   * The checkout cart the account was asked for from (docs/decisions.md#signup-confirmation): the
   * guest order placed from it with this e-mail becomes the account's, before or after the link.
   */
  checkoutCartId: text('checkout_cart_id'),
  /** Bumped by each back-office change (role, store, deactivation): the If-Match of those edits. */
  version: integer('version').notNull().default(1),
  /**
   * The weekly summary e-mail (docs/dashboards.md#weekly-summary): the language it is sent in, or
   * null when the account has not opted in. Only staff, admins and ateliers can opt in.
   */
  weeklySummaryLocale: text('weekly_summary_locale'),
}, (t) => [
  index('accounts_checkout_cart_idx').on(t.checkoutCartId).where(sql`${t.checkoutCartId} is not null`),
  // An atelier account always names its atelier, and no other role has one (docs/atelier.md#role).
  check('accounts_atelier_provider_ck', sql`(${t.role} = 'atelier') = (${t.providerId} is not null)`),
]);

/** Only the SHA-256 of the session token is stored: a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    idleExpiresAt: ts('idle_expires_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Login failure counters, kept in the database so limits hold across app instances. */
export const authThrottles = pgTable('auth_throttles', {
  /** e.g. `account:ana@example.com` or `ip:203.0.113.7`. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  blockedUntil: ts('blocked_until'),
});

/** The person an order is for: a guest, or the customer side of an account. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    title: text('title').notNull().default(''),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    phone: text('phone').notNull(),
    /** Null for a customer booked at the counter for an in-store drop-off and collection (docs/counter.md#no-address). */
    address: jsonb('address').$type<Address>(),
    paymentCustomerId: text('payment_customer_id').notNull().default(''),
    lastOrderDate: ts('last_order_date'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('customers_account_idx').on(t.accountId)],
);
