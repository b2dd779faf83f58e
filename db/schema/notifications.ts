import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { stores } from './catalogue';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type OutboxEventType =
  | 'order.created'
  | 'order.status_changed'
  | 'order.quote_proposed'
  | 'order.quote_answered'
  | 'order.payment_received'
  | 'order.payment_failed'
  | 'order.refunded'
  | 'order.message_posted'
  | 'order.contact_changed'
  | 'order.archived'
  | 'order.unarchived'
  | 'order.note_added';
/** Events about an account rather than an order (docs/decisions.md#password-reset): e-mail only, never a webhook. */
export type AccountEventType = 'account.password_reset' | 'account.signup_attempt' | 'account.signup_confirmation' | 'account.sign_in_failures' | 'account.staff_invitation' | 'account.weekly_summary';

/**
 * The transactional outbox (docs/notifications.md): one row per thing that happened to an
 * order, written in the same transaction (or statement) as the change. The worker turns each
 * into the customer's e-mail and the webhooks' deliveries, then marks it dispatched.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: text('id').primaryKey(),
    /** The order the event is about; null for an account's event (then `accountId`, or neither for a sign-up's confirmation). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').$type<OutboxEventType | AccountEventType>().notNull(),
    /** {from, to} for a status change, {accepted} for a quote answer. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** An order's event: its place among the order's events (1 = order.created), set in the event's transaction (docs/integrators.md#webhooks). */
    sequence: integer('sequence'),
    /** The order's version right after the event. */
    orderVersion: integer('order_version'),
    /** The order as the API read it right after the event (GET /api/sip/orders/{id} shape), written in the event's transaction; webhooks and GET /api/sip/events carry it. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    dispatchedAt: ts('dispatched_at'),
  },
  (t) => [
    index('outbox_events_pending_idx').on(t.createdAt).where(sql`${t.dispatchedAt} is null`),
    index('outbox_events_feed_idx').on(t.createdAt, t.id).where(sql`${t.orderId} is not null`),
    index('outbox_events_order_idx').on(t.orderId, t.sequence),
  ],
);

export type EmailStatus = 'queued' | 'sent' | 'failed' | 'kept';

/** A message to the customer as rendered (kept even when no mail server is configured). */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: text('id').primaryKey(),
    /** One message per event and address: a customer's thread message goes to the store and to the atelier (docs/atelier.md#messages). */
    eventId: text('event_id').notNull(),
    /** An order's message, or (orderId null) an account's: a reset link, gone with the account. */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<EmailStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('email_messages_event_address_idx').on(t.eventId, t.toAddress),
    index('email_messages_order_idx').on(t.orderId, t.createdAt),
    index('email_messages_account_idx').on(t.accountId, t.createdAt),
    index('email_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
  ],
);

/** A brand system's endpoint (Standard Webhooks); `storeId` null: every store's orders. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** false: a test key's endpoint, which gets test orders' events only (docs/integrators.md#test-mode); true: live events only. */
  livemode: boolean('livemode').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one endpoint; its id is the `webhook-id`, the same on every try. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The order and the event's place among its events: an order's deliveries to one endpoint go out in this order (docs/integrators.md#webhooks); null for a test event. */
    orderId: text('order_id'),
    sequence: integer('sequence'),
    /** The body sent, as text: the signature covers these exact bytes on every try. */
    body: text('body').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lockedUntil: ts('locked_until'),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_order_idx').on(t.endpointId, t.orderId, t.sequence).where(sql`${t.status} = 'pending'`),
  ],
);

/** Links in e-mails that open one order without an account: only the token's SHA-256 is kept. */
export const orderTrackingTokens = pgTable(
  'order_tracking_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('order_tracking_tokens_order_idx').on(t.orderId)],
);
