import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { carts } from './carts';
import { logisticOptions } from './catalogue';
import { orders } from './orders';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per pick-up slot ever booked: the row a booking locks (FOR UPDATE) while it counts
 * the slot's reservations, so concurrent bookings of one slot queue (docs/decisions.md#pickup-slots).
 */
export const pickupSlots = pgTable(
  'pickup_slots',
  {
    logisticOptionId: text('logistic_option_id').notNull().references(() => logisticOptions.id, { onDelete: 'cascade' }),
    slotStart: ts('slot_start').notNull(),
  },
  (t) => [primaryKey({ columns: [t.logisticOptionId, t.slotStart] })],
);

/** A cart's hold on a slot; it becomes the order's with the cart (one per cart). */
export const pickupSlotBookings = pgTable(
  'pickup_slot_bookings',
  {
    cartId: text('cart_id').primaryKey().references(() => carts.id, { onDelete: 'cascade' }),
    logisticOptionId: text('logistic_option_id').notNull().references(() => logisticOptions.id, { onDelete: 'cascade' }),
    slotStart: ts('slot_start').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pickup_slot_bookings_slot_idx').on(t.logisticOptionId, t.slotStart)],
);

/** Payments staff record on an order; a refund is a negative amount (docs/decisions.md#payments). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    /** The processor's id of an online payment or refund (pi_…, re_…): recorded once (docs/payments.md). */
    reference: text('reference').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId, t.createdAt)],
);
