import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
    orders: integer('orders').notNull().default(0),
    /** Amount due, minor units, summed. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /** Payments net of refunds (orders.paid_minor), minor units, summed. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.storeId, t.providerId, t.currency, t.status] }),
    index('dashboard_daily_store_day_idx').on(t.storeId, t.day),
    index('dashboard_daily_provider_day_idx').on(t.providerId, t.day),
  ],
);
