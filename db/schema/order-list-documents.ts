import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Each order's list item as JSON text, written by Postgres the first time a list shows it
 * (docs/performance.md#list-documents). Valid while `version` is the order's version (every
 * change of an order or of its items and history bumps it: triggers in the migration) and
 * `builder` the hash of the statement that builds it (a release that changes the item's shape
 * rebuilds them). Shared pieces (store, attribute group, photos) are markers filled at read.
 */
export const orderListDocuments = pgTable('order_list_documents', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  builder: text('builder').notNull(),
  body: text('body').notNull(),
});
