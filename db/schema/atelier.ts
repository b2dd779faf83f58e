import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_REQUEST_KINDS, PAYEE_ROLES, PROVIDER_UPLOAD_TAGS, ROLES, type ProviderUploadTag } from '@/lib/schemas/constants';
import { accounts } from './accounts';
import { photos } from './carts';
import { providers, stores } from './catalogue';
import { orders } from './orders';

export { PROVIDER_UPLOAD_TAGS, type ProviderUploadTag };

/**
 * The atelier's photos of an order (the interface's `providerUploads`): photos that went through
 * the photo pipeline (POST /api/sip/photos, as the uploader's account's), then attached to the
 * order with what they show. A photo is attached once.
 */
export const orderProviderUploads = pgTable(
  'order_provider_uploads',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    photoKey: text('photo_key').notNull().references(() => photos.key, { onDelete: 'cascade' }),
    tag: text('tag', { enum: PROVIDER_UPLOAD_TAGS }).notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_provider_uploads_order_idx').on(t.orderId, t.createdAt), uniqueIndex('order_provider_uploads_photo_uq').on(t.photoKey)],
);

/**
 * The order's thread (the interface's `comments` and `requests`, docs/atelier.md#messages): one
 * row per message from the customer, the store or the atelier. A customer's message with a
 * `requestKind` is also a request, open until a message of the store or the atelier answers it
 * (`answersId` on the answer, `answeredAt` and `answeredBy` on the request).
 */
export const orderComments = pgTable(
  'order_comments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for a guest customer (by the order's id or a tracking link), or an account gone since. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    role: text('role', { enum: ROLES }).notNull(),
    /** As shown when it was written: the customer's given name, the staff member's name, the atelier's name. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    requestKind: text('request_kind', { enum: ORDER_REQUEST_KINDS }),
    answersId: text('answers_id'),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    answeredBy: text('answered_by', { enum: ROLES }),
    /** The photos sent with the message (docs/atelier.md#message-images), in the order sent: keys of `photos`. */
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_comments_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Who is paid the operator's or the partner's fee of the commission split (docs/atelier.md#payee-statements):
 * a named payee an admin creates in the back office, then names on stores (`store_payees`).
 */
export const payees = pgTable(
  'payees',
  {
    id: text('id').primaryKey(),
    role: text('role', { enum: PAYEE_ROLES }).notNull(),
    name: text('name').notNull(),
    /** Where statements go (the payee's accounts department), may be empty. */
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payees_role_name_uq').on(t.role, t.name)],
);

/**
 * Which payee a store's commission contract names for a role, from when (docs/atelier.md#payee-statements).
 * Never updated, only appended: an order's fee goes to the payee named when it was booked (when its
 * `comissions` were computed), so naming another payee moves no past order. `payee_id` null: none from then.
 */
export const storePayees = pgTable(
  'store_payees',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PAYEE_ROLES }).notNull(),
    payeeId: text('payee_id').references(() => payees.id),
    fromAt: timestamp('from_at', { withTimezone: true, precision: 3 }).notNull(),
    setBy: text('set_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('store_payees_store_role_idx').on(t.storeId, t.role, t.fromAt), index('store_payees_payee_idx').on(t.payeeId)],
);

/**
 * A monthly payout statement once an admin marked it paid (docs/atelier.md#payouts): an atelier's
 * (`provider_id`) or an operator's or partner's (`payee_id`), exactly one of them. An unpaid
 * month has no row: its statement is read from the invoice ledger each time. Marking it paid
 * freezes what was paid (`statement`, the lines and totals as they stood) so a later credit note
 * never rewrites a paid month: it lands in the month it is issued.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').references(() => providers.id),
    payeeId: text('payee_id').references(() => payees.id),
    /** YYYY-MM, a calendar month in Paris (the Bonus Réparation claim file's months). */
    month: text('month').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }).notNull(),
    paidBy: text('paid_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The transfer's reference as the admin typed it (bank reference), may be empty. */
    reference: text('reference').notNull().default(''),
    statement: jsonb('statement').$type<PaidStatement>().notNull(),
  },
  (t) => [
    uniqueIndex('payout_statements_provider_month_uq').on(t.providerId, t.month),
    uniqueIndex('payout_statements_payee_month_uq').on(t.payeeId, t.month),
    check('payout_statements_one_payee_ck', sql`num_nonnulls(${t.providerId}, ${t.payeeId}) = 1`),
  ],
);

/** What a paid statement froze: its lines and totals, amounts in minor units. */
export type PaidStatement = {
  lines: { invoiceId: string; invoiceNumber: string; kind: 'invoice' | 'credit_note'; issuedAt: string; orderId: string; orderNumber: string; storeName: string; currency: string; invoicedMinor: number; bonusMinor: number; shareMinor: number }[];
};
