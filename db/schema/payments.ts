import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One failed attempt to pay online (the interface's `paymentIssue` entries; docs/payments.md#issues). */
export type PaymentIssue = { code: string; message: string; date: string; intentId: string };

/**
 * The PaymentIntents opened at the processor for an order (docs/payments.md): which order and
 * account each belongs to (a customer reads and pays only their own), its amount as the server
 * priced it and the idempotency key it was created with (one intent per order version and amount).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    provider: text('provider').notNull().default('stripe'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The processor's status as last heard (requires_payment_method, succeeded, canceled…). */
    status: text('status').notNull(),
    clientSecret: text('client_secret').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payment_intents_order_idx').on(t.orderId, t.createdAt), uniqueIndex('payment_intents_key_idx').on(t.idempotencyKey)],
);

/** Every processor event taken in, by its id: a replay finds its row and changes nothing (docs/payments.md#webhooks). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  /** applied, ignored (unknown payment or type). */
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export type OnlineRefundStatus = 'pending' | 'sent' | 'failed';
/** One refund at the processor made for a request: which intent, how much, its id (`re_…`). */
export type OnlineRefundPart = { intentId: string; amountMinor: number; refundId: string };

/**
 * The refunds Reprise owes to a card (docs/payments.md#refund-retries): written in the transaction
 * of the change that owes them (a cancellation, a quote answer), then sent to the processor
 * after it commits and, while the processor fails or cannot be reached, again by the outbox round
 * with backoff (claimed FOR UPDATE SKIP LOCKED and leased like the outbox's queues). Unique per order
 * and `requestKey` (the order's state that owed it): the same change never asks twice. Each part sent
 * carries the idempotency key `reprise:refund:{id}:{intentId}` and the request's id in its metadata,
 * so a retry finds what an earlier try did instead of refunding it again.
 */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    reason: text('reason').notNull(),
    /** A staff refund's note and who asked (docs/payments.md#staff-refunds): the negative payment recorded on Stripe's confirmation carries them. */
    note: text('note').notNull().default(''),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<OnlineRefundStatus>().notNull().default('pending'),
    parts: jsonb('parts').$type<OnlineRefundPart[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('online_refunds_order_key_idx').on(t.orderId, t.requestKey),
    index('online_refunds_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
