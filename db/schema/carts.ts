import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency, BookingType } from '@/lib/schemas/common';
import type { CartWarranty } from './order-json';
import { accounts, customers } from './accounts';
import { clothesCategories, logisticOptions, providers, stores, subClothesCategories, subServices, attributeGroups } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    /** 128 random bits: the id is the capability to use the cart. */
    id: text('id').primaryKey(),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Staff member who opened the cart at the counter. */
    staffAccountId: text('staff_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    storeId: text('store_id').references(() => stores.id),
    providerId: text('provider_id').references(() => providers.id),
    customerId: text('customer_id').references(() => customers.id),
    logisticOptionId: text('logistic_option_id').references(() => logisticOptions.id),
    /** The chosen pick-up slot's start (its reservation: pickup_slot_bookings). */
    pickupSlotStart: ts('pickup_slot_start'),
    currency: text('currency').$type<Currency>().notNull(),
    bookingType: text('booking_type').$type<BookingType>().notNull().default('paid'),
    source: text('source').$type<'web' | 'store' | 'api'>().notNull().default('web'),
    language: text('language').notNull().default('fr'),
    discountCode: text('discount_code'),
    /** 'insured' once the customer asked for insurance or declared a value above the option's threshold (docs/insurance.md). */
    insuranceStatus: text('insurance_status').notNull().default('no_insurance'),
    /** The item's value the customer declared for a postal or pick-up option, minor units (docs/insurance.md). */
    estimatedItemPriceMinor: integer('estimated_item_price_minor'),
    remoteAddress: text('remote_address').notNull().default(''),
    /** Where the customer is (step 1), before an address exists: providers must serve it. */
    areaZipCode: text('area_zip_code'),
    areaCountry: text('area_country'),
    status: text('status').$type<'open' | 'ordered'>().notNull().default('open'),
    /** Bumped by every change (under the row lock): ordering checks nothing moved since it read the cart. */
    version: integer('version').notNull().default(0),
    /** The brand's own references (docs/integrators.md#metadata), copied onto the order. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    /** A customer's warranty booking: why, and the proof of purchase given so far (docs/counter.md#web-warranty); copied onto the order. */
    warranty: jsonb('warranty').$type<CartWarranty>(),
    /** false: opened by a test key (docs/integrators.md#test-mode); only test keys reach it, and its order is a test order. */
    livemode: boolean('livemode').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_account_idx').on(t.accountId), index('carts_updated_idx').on(t.updatedAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryId: text('category_id').notNull().references(() => clothesCategories.id),
    subCategoryId: text('sub_category_id').notNull().references(() => subClothesCategories.id),
    attributeGroupId: text('attribute_group_id').references(() => attributeGroups.id),
    /** Attribute identifier → string value (docs/decisions.md#attributes). */
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** Keys of photos uploaded for this cart. */
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The damage video's photo-row key (docs/videos.md); its poster frame is the row's `poster_key`. */
    videoKey: text('video_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId)],
);

export const cartItemServices = pgTable(
  'cart_item_services',
  {
    cartItemId: text('cart_item_id').notNull().references(() => cartItems.id, { onDelete: 'cascade' }),
    subServiceId: text('sub_service_id').notNull().references(() => subServices.id),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartItemId, t.subServiceId] }), check('cart_item_services_qty_ck', sql`${t.quantity} >= 1`)],
);

export type PhotoVariant = { type: 'small' | 'medium' | 'large'; width: number; height: number; bytes: number };

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    /** Random, unguessable; the storage object name derives from it. */
    key: text('key').notNull().unique(),
    cartId: text('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    etag: text('etag').notNull(),
    /** SHA-256 (hex) of the stored full image; null on photos stored before 0030. Repair certificates cite it. */
    sha256: text('sha256'),
    bucket: text('bucket').notNull(),
    variants: jsonb('variants').$type<PhotoVariant[]>().notNull().default([]),
    /** A damage video (docs/videos.md): its length, and the key of its poster frame's own photo row. */
    durationMs: integer('duration_ms'),
    posterKey: text('poster_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('photos_cart_idx').on(t.cartId), index('photos_account_idx').on(t.accountId)],
);

/**
 * Idempotency-Key records (docs/decisions.md#idempotency). `scope` is the caller (account or cart), so one
 * caller can never replay another's response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'running' | 'done'>().notNull().default('running'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
