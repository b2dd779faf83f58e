import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactChange } from '@/lib/schemas/contact';
import type { Address, BookingType, Currency, MinorCurrencyMap, TranslatedString } from '@/lib/schemas/common';
import type { AttributeGroupWire } from '@/lib/schemas/catalogue';
import { ORDER_STATUSES, type ConsentChannel, type OrderStatus, type QuoteAnswer } from '@/lib/schemas/constants';
import { accounts, customers } from './accounts';
import type {
  BasketCostToUser,
  BasketDiscountCode,
  BasketItem,
  ItemSnapshot,
  OrderCommissions,
  OrderCustomer,
  OrderEstimatedPrice,
  OrderInsurance,
  OrderWarranty,
  ServiceSnapshot,
} from './order-json';
import { carts, photos } from './carts';
import { type logisticOptions, providers, stores, type Shipment } from './catalogue';
import type { PaymentIssue } from './payments';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Feeds the human order number, R-<year>-<000123>. Sequential on purpose: it is not an id. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export type { OrderStatus };

/** Frozen at order time, so later catalogue edits never rewrite history. */
export type OrderLogisticSnapshot = {
  logisticOptionId: string;
  name: string;
  kind: (typeof logisticOptions.$inferSelect)['kind'];
  displayName: TranslatedString;
  instructions: TranslatedString;
  price: MinorCurrencyMap;
  shipments: Shipment[];
  tags: string[];
  onwardTransitDays: number;
  returnTransitDays: number;
  /** The home pick-up slot booked (docs/decisions.md#pickup-slots). */
  slot?: { start: string; end: string };
};

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    /** One cart, one order: the database enforces it. */
    cartId: text('cart_id').notNull().unique().references(() => carts.id),
    storeId: text('store_id').notNull().references(() => stores.id),
    providerId: text('provider_id').notNull().references(() => providers.id),
    customerId: text('customer_id').notNull().references(() => customers.id),
    /** The customer account that owns the order, if any (guests: null). */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Staff member who booked it at the counter. */
    staffAccountId: text('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The customer's signature at intake, a stored image (docs/counter.md#signature); null for web bookings. */
    customerSignatureKey: text('customer_signature_key').references(() => photos.key, { onDelete: 'set null' }),
    customerSignedAt: ts('customer_signed_at'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('booked'),
    bookingType: text('booking_type').$type<BookingType>().notNull(),
    source: text('source').notNull(),
    requestType: text('request_type').notNull(),
    paymentMethod: text('payment_method').notNull(),
    language: text('language').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    discountCode: text('discount_code').notNull().default(''),
    note: text('note').notNull().default(''),
    // Milliseconds, as a JS Date holds: the list's keyset cursor carries this value and must
    // find the row again exactly (microseconds from SQL-side inserts would be lost in it).
    orderDate: timestamp('order_date', { withTimezone: true, precision: 3 }).notNull(),
    estimatedCompletionDate: ts('estimated_completion_date').notNull(),
    isRevoked: boolean('is_revoked').notNull().default(false),
    isRevokedByCustomer: boolean('is_revoked_by_customer').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    hasPaymentConfirmation: boolean('has_payment_confirmation').notNull().default(false),
    isPayed: boolean('is_payed').notNull().default(false),
    isCompleted: boolean('is_completed').notNull().default(false),
    isTransfered: boolean('is_transfered').notNull().default(false),
    orderCanceledFromPayment: boolean('order_canceled_from_payment').notNull().default(false),
    /** Each failed online payment (docs/payments.md#issues): the interface's `paymentIssue`. */
    paymentIssues: jsonb('payment_issues').$type<PaymentIssue[]>().notNull().default([]),
    warrantyStatus: text('warranty_status').notNull().default('no_warranty'),
    insurance: jsonb('insurance').$type<OrderInsurance>().notNull(),
    /** Null only for an in-store drop-off and collection booked without one (docs/counter.md#no-address). */
    address: jsonb('address').$type<Address>(),
    /** A warranty booking's reason and the purchase it refers to (docs/counter.md#warranty); null on paid bookings. */
    warranty: jsonb('warranty').$type<OrderWarranty>(),
    /** Customer details as given for this order. */
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    logisticOption: jsonb('logistic_option').$type<OrderLogisticSnapshot>().notNull(),
    comissions: jsonb('comissions').$type<OrderCommissions>().notNull(),
    /** The list-orders `estimatedPrice` of the current basket. */
    estimatedPrice: jsonb('estimated_price').$type<OrderEstimatedPrice>().notNull().default(sql`'{}'::jsonb`),
    /** Current amount due by the customer in minor units (latest validated basket). */
    totalMinor: integer('total_minor').notNull(),
    /** Sum of the recorded payments, refunds negative (docs/decisions.md#payments). */
    paidMinor: integer('paid_minor').notNull().default(0),
    /** Lower-cased for search: email, and "given family". */
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    /**
     * What staff search (docs/counter.md#order-search): number, name, e-mail and phone digits,
     * lower-cased and without accents by reprise_fold (an immutable unaccent wrapper made in the
     * migration). Postgres keeps it with every write, so no writer can forget it.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`reprise_fold(order_number || ' ' || customer_name || ' ' || customer_email || ' ' || regexp_replace(coalesce(customer->>'phone', ''), '[^0-9]', '', 'g'))`,
      ),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** The brand's own references (docs/integrators.md#metadata): from the cart and the order's body. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** When it last became completed; set by a trigger, whoever writes the status (docs/dashboards.md#facts). */
    completedAt: ts('completed_at'),
    /** The customer had booked before when this order was booked; set once by a trigger (docs/dashboards.md#facts). */
    returningCustomer: boolean('returning_customer').notNull().default(false),
    /**
     * false: a test order (docs/integrators.md#test-mode), booked with an `rk_test_` key: only test
     * keys reach it; never e-mailed, invoiced, claimed nor counted in dashboards; its events say
     * `livemode: false` and go to test endpoints only.
     */
    livemode: boolean('livemode').notNull().default(true),
    /** Bumped by every change of the order: its ETag, checked against If-Match (docs/decisions.md#order-concurrency). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Ascending, read backwards for newest first. A DESC index here would be DESC NULLS LAST,
    // which ORDER BY … DESC (NULLS FIRST) cannot use: Postgres then sorted the whole table.
    index('orders_date_idx').on(t.orderDate, t.id),
    index('orders_store_date_idx').on(t.storeId, t.orderDate, t.id),
    index('orders_provider_date_idx').on(t.providerId, t.orderDate, t.id),
    index('orders_account_date_idx').on(t.accountId, t.orderDate, t.id),
    index('orders_status_date_idx').on(t.status, t.orderDate, t.id),
    // The staff table by due date, and its overdue filter (docs/counter.md#staff-table).
    index('orders_due_idx').on(t.estimatedCompletionDate, t.id),
    index('orders_store_due_idx').on(t.storeId, t.estimatedCompletionDate, t.id),
    // The atelier's queue by due date (docs/atelier.md#queue).
    index('orders_provider_due_idx').on(t.providerId, t.estimatedCompletionDate, t.id),
    // The queue's counts per lane, an index-only scan, and one lane's page (docs/atelier.md#queue-counts):
    // its live, unarchived orders by status and due date; the order date for the orders on their way.
    index('orders_provider_queue_idx').on(t.providerId, t.status, t.estimatedCompletionDate, t.id, t.orderDate).where(sql`not ${t.isArchived} and ${t.livemode}`),
    index('orders_email_idx').on(t.customerEmail),
    // Test orders are few beside live ones: a test key's list reads this (docs/integrators.md#test-mode).
    index('orders_test_date_idx').on(t.orderDate, t.id).where(sql`not ${t.livemode}`),
    // Whether a new order's customer booked before (docs/dashboards.md#facts).
    index('orders_customer_idx').on(t.customerId),
    index('orders_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The running number of R-2026-000066 without its zeros ("66"): typing 66 or 000066 finds it.
    index('orders_number_seq_idx').on(sql`ltrim(split_part(${t.orderNumber}, '-', 3), '0')`),
    // Every digit run's substrings of 3+ digits ("0000041" of R-G-00000041x): an exact lookup
    // where trigrams of dense digit strings match thousands of numbers (docs/counter.md#order-search).
    index('orders_number_fragments_idx').using('gin', sql`reprise_number_fragments(${t.orderNumber})`),
  ],
);

/**
 * The distinct words of the orders' customer names, folded like the search text (reprise_fold),
 * three characters or more: where a typo finds the few words it may mean before the orders are
 * searched for them as typed (docs/counter.md#forgiving-search, pg_trgm's spelling suggestions).
 * Kept by triggers on orders (migration 0050), which also remove a word no order's name carries
 * any more (an erasure's). No count per word: every booking would then update the same hot rows.
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  { word: text('word').primaryKey() },
  (t) => [index('order_search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** The cart item it came from. */
    itemId: text('item_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    categoryId: text('category_id').notNull(),
    subCategoryId: text('sub_category_id').notNull(),
    attributeGroupId: text('attribute_group_id'),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The damage video's photo-row key, copied from the cart item (docs/videos.md). */
    videoKey: text('video_key'),
    /** Sub-services with names and prices as booked, or as a quote the customer accepted revised them. */
    subServices: jsonb('sub_services').$type<ServiceSnapshot[]>().notNull(),
    /** Category, sub-category, attribute groups and attribute labels as they were at booking ({} on orders placed before 0002). */
    snapshot: jsonb('snapshot').$type<Partial<ItemSnapshot>>().notNull().default(sql`'{}'::jsonb`),
    isRevoke: boolean('is_revoke').notNull().default(false),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** baskets[0] is the booking; a revised quote after inspection appends one to validate. */
export const orderBaskets = pgTable(
  'order_baskets',
  {
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    step: text('step').notNull(),
    isValidated: boolean('is_validated').notNull(),
    currency: text('currency').notNull(),
    costToUser: jsonb('cost_to_user').$type<BasketCostToUser>().notNull(),
    items: jsonb('items').$type<BasketItem[]>().notNull(),
    note: jsonb('note').$type<{ role: string; message: string; itemId: string }[]>().notNull().default([]),
    discountCode: jsonb('discount_code').$type<BasketDiscountCode>(),
    /** A quote's services per order item id (order_items.sub_services' shape): the items take them when the customer accepts. */
    revisedServices: jsonb('revised_services').$type<Record<string, ServiceSnapshot[]> | null>(),
    /** The services the revised items listed before the customer accepted (the booking, kept for the history). */
    replacedServices: jsonb('replaced_services').$type<Record<string, ServiceSnapshot[]> | null>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdByAccountId: text('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** A quote's answer: null while pending, then 'accepted' or 'declined' (docs/decisions.md#quote-consent). */
    answer: text('answer').$type<QuoteAnswer>(),
    /** The split by the store's contract of this basket's amounts, as lib/pricing computed it (null on rows before 0010). */
    comissions: jsonb('comissions').$type<OrderCommissions>(),
    /** The list-orders `estimatedPrice` of this basket (null on rows before 0010). */
    estimatedPrice: jsonb('estimated_price').$type<OrderEstimatedPrice>(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.index] })],
);

export const orderHistories = pgTable(
  'order_histories',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    date: ts('date').notNull().defaultNow(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    note: text('note').notNull().default(''),
    /** Staff answered a quote for the customer: how the customer told them (docs/decisions.md#quote-consent). */
    onBehalf: text('on_behalf').$type<ConsentChannel>(),
  },
  (t) => [index('order_histories_order_idx').on(t.orderId, t.date)],
);

/**
 * Staff corrections of the customer's contact details on an order: who, when, each field's old
 * and new value. Staff-only (never in the customer's views): a wrong e-mail's holder must not
 * read the right one (docs/counter.md#contact-edits).
 */
export const orderContactChanges = pgTable(
  'order_contact_changes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    date: ts('date').notNull().defaultNow(),
    changes: jsonb('changes').$type<ContactChange[]>().notNull(),
  },
  (t) => [index('order_contact_changes_order_idx').on(t.orderId, t.date)],
);

/** Staff-only notes; never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Content-addressed copies of catalogue pieces that orders keep as they were (an item's
 * attribute group): stored once however many orders point at them by hash.
 */
export const catalogueSnapshots = pgTable('catalogue_snapshots', {
  hash: text('hash').primaryKey(),
  kind: text('kind').notNull(),
  /** kind 'attribute_group', the only kind so far: an item attribute group as the interface shows it. */
  body: jsonb('body').$type<AttributeGroupWire>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
