import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROVIDER_UPLOAD_TAGS, type ProviderUploadTag } from '@/lib/schemas/constants';
import { accounts } from './accounts';
import { photos } from './carts';
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
