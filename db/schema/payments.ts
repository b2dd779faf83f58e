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
