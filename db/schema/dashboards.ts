import { bigint, customType, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The rollups' counters are spread over a few rows per cell (docs/dashboards.md#slots): a writer
 * adds to the slot of its database backend (`reprise_dashboard_slot()`, migration 0056), so that
 * concurrent bookings do not queue on one row's lock; readers sum (or OR) over the slots, and the
 * rebuild writes slot 0 only.
 */
const slot = () => smallint('slot').notNull().default(0);

/**
 * The dashboards' rollup (docs/dashboards.md): one row per order day (UTC), store, atelier,
 * currency and current status, with the number of orders booked that day and their amounts.
 * Kept by a trigger on `orders` (migration 0029), so it changes in the very transaction that
 * changes an order, whoever writes it; the migration fills it from the orders already there.
 * A dashboard reads a few hundred of these rows instead of scanning the orders.
 */
export const dashboardDaily = pgTable(
  'dashboard_daily',
  {
    day: date('day').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    slot: slot(),
    orders: integer('orders').notNull().default(0),
    /** Amount due, minor units, summed. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /** Payments net of refunds (orders.paid_minor), minor units, summed. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.providerId, t.currency, t.status, t.slot] }),
    index('dashboard_daily_store_day_idx').on(t.storeId, t.day),
    index('dashboard_daily_provider_day_idx').on(t.providerId, t.day),
  ],
);

/**
 * The dashboards' other figures (docs/dashboards.md#facts): per UTC day, store, atelier and
 * currency, a count `n` and an amount (minor units) per metric, dimension and key — turnaround
 * and lateness histograms (whole days), services and delivery options booked, quotes, new and
 * returning customers, garments kept in use, invoices, credit notes and Bonus Réparation claims.
 * Kept by triggers on orders, order_items, order_baskets, invoices and bonus_claims.
 */
export const dashboardFacts = pgTable(
  'dashboard_facts',
  {
    day: date('day').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    metric: text('metric').notNull(),
    dim: text('dim').notNull(),
    key: text('key').notNull(),
    slot: slot(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.providerId, t.currency, t.metric, t.dim, t.key, t.slot] }),
    index('dashboard_facts_metric_day_idx').on(t.metric, t.day),
  ],
);

/**
 * Who booked (docs/dashboards.md#customers): one row per UTC order day, store, atelier, currency
 * and customer, with that customer's orders that day and how many of them were returning (the
 * customer had booked before, `orders.returning_customer`). Counts of orders add up over days;
 * customers do not, so the distinct customers of a period, and the repeat ones, are counted from
 * these rows (about one per order), never from the orders. Kept by a trigger on `orders`
 * (migration 0044) in the transaction that writes the order; the migration fills it.
 */
export const dashboardCustomers = pgTable(
  'dashboard_customers',
  {
    day: date('day').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    customerId: text('customer_id').notNull(),
    orders: integer('orders').notNull().default(0),
    returningOrders: integer('returning_orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.providerId, t.currency, t.customerId] }),
    index('dashboard_customers_store_day_idx').on(t.storeId, t.day),
    index('dashboard_customers_provider_day_idx').on(t.providerId, t.day),
  ],
);

/** Customers per bitmap of dashboard_customer_bits (1 KB a bitmap, stored inline). */
export const CUSTOMER_CHUNK_BITS = 8192;
/** A fixed-length bit string (read as its '0101…' text; only SQL ever reads it). */
const bits = customType<{ data: string }>({ dataType: () => `bit(${CUSTOMER_CHUNK_BITS})` });

/**
 * A small number per customer (docs/dashboards.md#customers), their bit in the bitmaps of
 * dashboard_customer_bits: given on a customer's first live order, never reused.
 */
export const dashboardCustomerNumbers = pgTable('dashboard_customer_numbers', {
  customerId: text('customer_id').primaryKey(),
  number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 0, minValue: 0 }),
});

/**
 * Who booked, as bitmaps (docs/dashboards.md#customers): per UTC order day, store, atelier,
 * currency and chunk of 8,192 customer numbers, a bit set for each customer with a live order
 * in that cell (`booked`) and for each with a returning one (`rebooked`). A period's distinct
 * customers are the set bits of the OR of its rows, chunk by chunk: a few rows a day, however
 * many orders. Kept with dashboard_customers (whose counts say when a bit clears) by the same
 * trigger (migration 0054).
 */
export const dashboardCustomerBits = pgTable(
  'dashboard_customer_bits',
  {
    day: date('day').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    chunk: integer('chunk').notNull(),
    slot: slot(),
    booked: bits('booked').notNull(),
    rebooked: bits('rebooked').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.providerId, t.currency, t.chunk, t.slot] }),
    index('dashboard_customer_bits_store_day_idx').on(t.storeId, t.day),
    index('dashboard_customer_bits_provider_day_idx').on(t.providerId, t.day),
  ],
);

/**
 * dashboard_facts summed per calendar month (docs/dashboards.md#months): `month` is its first
 * day. Kept by the same statements that keep the day rows (migration 0054), so a dashboard reads
 * whole months here and only the days at a period's ends from dashboard_facts.
 */
export const dashboardFactsMonthly = pgTable(
  'dashboard_facts_monthly',
  {
    month: date('month').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    metric: text('metric').notNull(),
    dim: text('dim').notNull(),
    key: text('key').notNull(),
    slot: slot(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.storeId, t.providerId, t.currency, t.metric, t.dim, t.key, t.slot] })],
);

/** dashboard_customer_bits ORed per calendar month (docs/dashboards.md#months), kept with the day bitmaps. */
export const dashboardCustomerBitsMonthly = pgTable(
  'dashboard_customer_bits_monthly',
  {
    month: date('month').notNull(),
    storeId: text('store_id').notNull(),
    providerId: text('provider_id').notNull(),
    currency: text('currency').notNull(),
    chunk: integer('chunk').notNull(),
    slot: slot(),
    booked: bits('booked').notNull(),
    rebooked: bits('rebooked').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.storeId, t.providerId, t.currency, t.chunk, t.slot] })],
);

/**
 * The dashboards' change counter (docs/dashboards.md#answer-cache): 64 slots, one added to the
 * slot of the writer's backend once per transaction that writes a table the dashboard statement
 * reads (statement triggers, migration 0055). Summed in a reader's snapshot, it moves with every
 * commit that can change a dashboard's answer: the shared answer cache (db/dashboard-cache.ts)
 * serves an answer only while it has not moved.
 */
export const dashboardChanges = pgTable('dashboard_changes', {
  slot: integer('slot').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
