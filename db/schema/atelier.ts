import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_REQUEST_KINDS, PROVIDER_UPLOAD_TAGS, ROLES, type ProviderUploadTag } from '@/lib/schemas/constants';
import { accounts } from './accounts';
import { photos } from './carts';
import { providers } from './catalogue';
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
 * A monthly payout statement once an admin marked it paid (docs/atelier.md#payouts). An unpaid
 * month has no row: its statement is read from the invoice ledger each time. Marking it paid
 * freezes what was paid (`statement`, the lines and totals as they stood) so a later credit note
 * never rewrites a paid month: it lands in the month it is issued.
 */
export const payoutStatements = pgTable(
  'payout_statements',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().references(() => providers.id),
    /** YYYY-MM, a calendar month in Paris (the Bonus Réparation claim file's months). */
    month: text('month').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }).notNull(),
    paidBy: text('paid_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The transfer's reference as the admin typed it (bank reference), may be empty. */
    reference: text('reference').notNull().default(''),
    statement: jsonb('statement').$type<PaidStatement>().notNull(),
  },
  (t) => [uniqueIndex('payout_statements_provider_month_uq').on(t.providerId, t.month)],
);

/** What a paid statement froze: its lines and totals, amounts in minor units. */
export type PaidStatement = {
  lines: { invoiceId: string; invoiceNumber: string; kind: 'invoice' | 'credit_note'; issuedAt: string; orderId: string; orderNumber: string; storeName: string; currency: string; invoicedMinor: number; bonusMinor: number; shareMinor: number }[];
};
