import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Address, MinorCurrencyMap, TranslatedString } from '@/lib/schemas/common';
import type { AttributeMetadata, AttributeType } from '@/lib/attributes/types';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A fee line of a commission contract: `percentage` of the named amounts, plus a fixed part. */
export type FeeRule = { variables: string[]; percentage: number; fixed?: MinorCurrencyMap };
export type CommissionContract = {
  platformFee: FeeRule;
  serviceProvider: FeeRule;
  operator: FeeRule;
  partner: FeeRule;
  paymentFee: FeeRule;
};
export type Shipment = { flow: string; type: 'onward' | 'backwards'; logisticProvider: string; providerName: string };
/** A store's opening hours: ISO weekday (1 = Monday … 7 = Sunday), local 'HH:MM' times (docs/decisions.md#logistics). */
export type OpeningHours = { day: number; opens: string; closes: string }[];
/** A day (or days) a store is closed: `from`…`to` inclusive, local ISO dates. */
export type StoreClosure = { from: string; to: string; note: string };
/** Pick-up slots of a logistic option, in its store's time zone (docs/decisions.md#pickup-slots). */
export type SlotRule = { capacity: number; startTimes: string[]; durationMinutes: number; days: number };
/** How a customer may pay for an order (docs/decisions.md#payments). */
export type PaymentMethodName = 'card' | 'pay_at_drop_off' | 'pay_on_collection' | 'none';

export const providers = pgTable('providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  imageUrl: text('image_url').notNull(),
  status: text('status').notNull().default('Available'),
  additionalImages: jsonb('additional_images').$type<string[]>().notNull().default([]),
  /** Labelled for the Bonus Réparation by Refashion (France). */
  repairFundLabelled: boolean('repair_fund_labelled').notNull().default(false),
  /** Where parcels go: the destination printed on shipping labels (null: the atelier takes no post). */
  address: jsonb('address').$type<Address>(),
  /** A few sentences the customer reads when choosing an atelier (docs/customer-site.md#atelier-choice). */
  story: jsonb('story').$type<TranslatedString>(),
  /** Average customer rating in tenths of a star (47 = 4.7), with how many ratings; null when there are none. */
  ratingTenths: integer('rating_tenths'),
  ratingCount: integer('rating_count').notNull().default(0),
  /** The atelier's Bonus Réparation (Refashion) labelling number, when labelled. */
  repairFundNumber: text('repair_fund_number').notNull().default(''),
  /** Who to reach at the atelier: e-mail, phone, a person's name. */
  contact: jsonb('contact').$type<{ email: string; phone: string; name: string }>().notNull().default({ email: '', phone: '', name: '' }),
  /** Paused: no new bookings (it is left out of the choices); its open orders go on. */
  pausedAt: timestamp('paused_at', { withTimezone: true }),
  /** The bench's working days, ISO weekdays 1 (Monday) … 7 (Sunday) (docs/atelier.md#capacity). */
  workingDays: integer('working_days').array().notNull().default(sql`'{1,2,3,4,5}'::integer[]`),
  /** Orders the bench takes on a week; null: not limited (the queue never moves the promise), 0: takes no new bookings. */
  weeklyCapacity: integer('weekly_capacity'),
  /** Days the bench is shut (holidays of the workshop), local dates inclusive, in the store's zone. */
  closures: jsonb('closures').$type<StoreClosure[]>().notNull().default([]),
  /** Bumped by each back-office edit: the record's ETag (If-Match). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

/** Where a provider collects from: a country, optionally narrowed to postcode prefixes. */
export const providerAreas = pgTable(
  'provider_areas',
  {
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    /** '' covers the whole country. */
    zipPrefix: text('zip_prefix').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.country, t.zipPrefix] }), index('provider_areas_country_idx').on(t.country)],
);

export const stores = pgTable('stores', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: jsonb('address').$type<Address>().notNull(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  language: text('language').notNull(),
  onlineStore: boolean('online_store').notNull().default(false),
  /** VAT rate in basis points (2000 = 20 %). Prices include VAT. */
  vatRateBp: integer('vat_rate_bp').notNull(),
  serviceFee: jsonb('service_fee').$type<FeeRule>().notNull(),
  commissionContract: jsonb('commission_contract').$type<CommissionContract>().notNull(),
  /** IANA zone: every date about the store's orders is shown in it (docs/decisions.md#time-zones). */
  timeZone: text('time_zone').notNull().default('Europe/Paris'),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
  /** Days the store is closed besides its weekly hours (holidays, works): ISO dates with a note. */
  closures: jsonb('closures').$type<StoreClosure[]>().notNull().default([]),
  /** What the store offers at its counter (docs/back-office.md#places). */
  servicesOffered: text('services_offered').array().notNull().default(sql`'{drop_off,collection}'::text[]`),
  isActive: boolean('is_active').notNull().default(true),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
});

export const storeProviders = pgTable(
  'store_providers',
  {
    storeId: text('store_id').notNull().references(() => stores.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.providerId] })],
);

export const attributeGroups = pgTable('attribute_groups', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull().unique(),
  name: jsonb('name').$type<TranslatedString>().notNull(),
  description: jsonb('description').$type<TranslatedString>().notNull(),
});

export const attributeDefinitions = pgTable(
  'attribute_definitions',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id').notNull().references(() => attributeGroups.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    position: integer('position').notNull(),
    type: text('type').$type<AttributeType>().notNull(),
    label: jsonb('label').$type<TranslatedString>().notNull(),
    helperLabel: jsonb('helper_label').$type<TranslatedString>().notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    metadata: jsonb('metadata').$type<AttributeMetadata>().notNull().default({}),
    /** The attribute this one depends on (same group), and the parent values that switch it on. */
    parentId: text('parent_id'),
    parentValue: text('parent_value').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('attribute_definitions_group_identifier_uq').on(t.groupId, t.identifier)],
);

export const clothesCategories = pgTable('clothes_categories', {
  id: text('id').primaryKey(),
  /** The interface's integer `id` beside `_id`. */
  numericId: integer('numeric_id').notNull().unique(),
  identifier: text('identifier').notNull().unique(),
  name: jsonb('name').$type<TranslatedString>().notNull(),
  image: text('image').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  position: integer('position').notNull(),
  /** Inactive: left out of the public answers (docs/back-office.md#catalogue-editor); never deleted. */
  isActive: boolean('is_active').notNull().default(true),
});

export const subClothesCategories = pgTable(
  'sub_clothes_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id').notNull().references(() => clothesCategories.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull().unique(),
    name: jsonb('name').$type<TranslatedString>().notNull(),
    image: text('image').notNull(),
    attributeGroupId: text('attribute_group_id').references(() => attributeGroups.id),
    position: integer('position').notNull(),
  },
  (t) => [index('sub_clothes_categories_category_idx').on(t.categoryId)],
);

/** What one provider offers for one sub-category. */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    subCategoryId: text('sub_category_id').notNull().references(() => subClothesCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('services_provider_sub_category_uq').on(t.providerId, t.subCategoryId),
    index('services_sub_category_idx').on(t.subCategoryId),
  ],
);

export const subServices = pgTable(
  'sub_services',
  {
    id: text('id').primaryKey(),
    serviceId: text('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<TranslatedString>().notNull(),
    description: jsonb('description').$type<TranslatedString>().notNull(),
    imageUrl: text('image_url').notNull(),
    /** repair (Bonus Réparation may apply) or alteration (hems, resizing: never). */
    kind: text('kind').$type<'repair' | 'alteration'>().notNull(),
    price: jsonb('price').$type<MinorCurrencyMap>().notNull(),
    originalPrice: jsonb('original_price').$type<MinorCurrencyMap>().notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    canBeMultiple: boolean('can_be_multiple').notNull().default(false),
    attributeGroupId: text('attribute_group_id').references(() => attributeGroups.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('sub_services_service_idx').on(t.serviceId),
    check('sub_services_lead_time_ck', sql`${t.leadTimeDays} >= 0`),
  ],
);

/**
 * Discount offers attached to sub-services. The Bonus Réparation is one of them
 * (`isRepairFund`), with its amount in EUR as data so the barème can change.
 */
export const discountOffers = pgTable('discount_offers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').$type<'fixed' | 'percentage'>().notNull(),
  isRepairFund: boolean('is_repair_fund').notNull().default(false),
  /** Refashion's barème entry, e.g. textile_zip_large. */
  repairFundService: text('repair_fund_service').notNull().default(''),
  percentage: integer('percentage'),
  fixedAmount: jsonb('fixed_amount').$type<MinorCurrencyMap>().notNull().default({}),
  applyOnProvider: boolean('apply_on_provider').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  isDeleted: boolean('is_deleted').notNull().default(false),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
});

export const subServiceOffers = pgTable(
  'sub_service_offers',
  {
    subServiceId: text('sub_service_id').notNull().references(() => subServices.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull().references(() => discountOffers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subServiceId, t.offerId] }), index('sub_service_offers_offer_idx').on(t.offerId)],
);

export const logisticOptions = pgTable('logistic_options', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').$type<'postal_label' | 'home_pickup' | 'store_drop_off'>().notNull(),
  displayName: jsonb('display_name').$type<TranslatedString>().notNull(),
  /** What the customer must do (print the label, be home, bring the item). */
  instructions: jsonb('instructions').$type<TranslatedString>().notNull(),
  price: jsonb('price').$type<MinorCurrencyMap>().notNull(),
  onwardTransitDays: integer('onward_transit_days').notNull(),
  returnTransitDays: integer('return_transit_days').notNull(),
  shipments: jsonb('shipments').$type<Shipment[]>().notNull().default([]),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  /** Customer countries served; empty = every country the provider serves. */
  countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
  /** Restrict to one provider or one store (drop-off at that store). */
  providerId: text('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
  storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  storeOnly: boolean('store_only').notNull().default(false),
  /** The payment methods this option allows (docs/decisions.md#payments). */
  paymentMethods: text('payment_methods').array().$type<PaymentMethodName[]>().notNull().default(sql`'{pay_on_collection}'::text[]`),
  /** Pick-up slots offered (home pick-up); null: no slot to choose. */
  slots: jsonb('slots').$type<SlotRule>(),
  isActive: boolean('is_active').notNull().default(true),
  position: integer('position').notNull().default(0),
  version: integer('version').notNull().default(1),
});

export const discountCodes = pgTable('discount_codes', {
  id: text('id').primaryKey(),
  /** Stored upper-case; matched case-insensitively. */
  code: text('code').notNull().unique(),
  type: text('type').$type<'fixed' | 'percentage'>().notNull(),
  percentage: integer('percentage'),
  fixedAmount: jsonb('fixed_amount').$type<MinorCurrencyMap>().notNull().default({}),
  storeId: text('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
});
