import * as z from 'zod';
import { FEE_VARIABLES } from '@/lib/pricing/commissions';
import { AttributeDefinitionSchema, AttributeOptionSchema } from '@/lib/schemas/catalogue';
import { DraftAttributeSchema, DraftCategorySchema, DraftOfferSchema, DraftSubServiceSchema, CatalogueImageSchema } from '@/lib/schemas/catalogue-editor';
import { AddressSchema, CurrencySchema, MinorCurrencyMapSchema, TranslatedStringSchema } from '@/lib/schemas/common';
import { CountryInputSchema } from '@/lib/schemas/country';
import { AreaSchema, DeliveryOptionPatchSchema, StorePatchSchema } from '@/lib/schemas/places';
import { StoreLegalBodySchema } from '@/lib/schemas/store-legal';

/**
 * The files of a whole catalogue, as a brand hands it over (docs/back-office.md#catalogue-import):
 * one JSON document per aggregate, records linked by identifier (stable slugs; database ids derive
 * from them, so importing again updates in place). Every field the back office edits is checked
 * with the admin API's own schema (the catalogue editor's, the places', the legal entity's);
 * labels customers read with the public `TranslatedStringSchema` (four languages, none empty),
 * as publishing does. Objects are strict: a misspelt field is refused, not ignored.
 * Money is in integer minor units per currency (1450 = 14.50), as in the editor.
 */

const required = <T extends z.ZodType>(schema: z.ZodOptional<T>) => schema.unwrap();

/** Stable slugs: lower-case letters, digits, `-` and `_` (attribute identifiers use `_`). */
export const IdentifierSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, { message: 'a-z, 0-9, - and _, at most 80' });
const Prices = MinorCurrencyMapSchema.refine((p) => Object.keys(p).length > 0, { message: 'a price in at least one currency' });

const FeeRuleSchema = z.strictObject({
  variables: z.array(z.enum(FEE_VARIABLES)).min(1).max(FEE_VARIABLES.length),
  percentage: z.number().min(0).max(100),
  fixed: MinorCurrencyMapSchema.optional(),
});

const LegalSchema = StoreLegalBodySchema.strict();

export const ImportStoreSchema = z.strictObject({
  identifier: IdentifierSchema,
  name: required(StorePatchSchema.shape.name),
  email: required(StorePatchSchema.shape.email),
  phone: required(StorePatchSchema.shape.phone),
  address: AddressSchema,
  country: CountryInputSchema,
  currency: CurrencySchema,
  language: required(StorePatchSchema.shape.language),
  onlineStore: required(StorePatchSchema.shape.onlineStore),
  vatRateBp: z.number().int().min(0).max(10_000).meta({ description: 'VAT rate in basis points (2000 = 20 %); prices include VAT.' }),
  serviceFee: FeeRuleSchema,
  commissionContract: z.strictObject({ platformFee: FeeRuleSchema, serviceProvider: FeeRuleSchema, operator: FeeRuleSchema, partner: FeeRuleSchema, paymentFee: FeeRuleSchema }),
  timeZone: required(StorePatchSchema.shape.timeZone),
  openingHours: required(StorePatchSchema.shape.openingHours),
  /** The store's legal entity as invoices print it (PUT /api/sip/admin/stores/{id}/legal's body). */
  legal: LegalSchema.optional(),
});

export const ImportAtelierSchema = z.strictObject({
  name: IdentifierSchema.meta({ description: 'The atelier’s stable identifier.' }),
  displayName: z.string().trim().min(1).max(100),
  imageUrl: CatalogueImageSchema,
  repairFundLabelled: z.boolean(),
  story: TranslatedStringSchema.optional(),
  rating: z.strictObject({ average: z.number().min(0).max(5), count: z.number().int().min(1) }).optional(),
  areas: z.array(z.strictObject({ country: CountryInputSchema, zipPrefixes: z.array(AreaSchema.shape.zipPrefix.unwrap().min(1)).max(500).optional() })).max(250),
  stores: z.array(IdentifierSchema).max(100).meta({ description: 'Identifiers of the stores that sell its services.' }),
  address: AddressSchema.optional(),
});

const OptionSchema = AttributeOptionSchema.omit({ _id: true }).extend({ value: z.string().trim().min(1).max(80) }).strict();
export const ImportAttributeSchema = z.strictObject({
  identifier: IdentifierSchema,
  type: DraftAttributeSchema.shape.type,
  label: TranslatedStringSchema,
  helperLabel: TranslatedStringSchema,
  isRequired: z.boolean().optional(),
  metadata: DraftAttributeSchema.shape.metadata.extend({ options: z.array(OptionSchema).max(100).optional() }).strict().optional(),
  parent: z.strictObject({ identifier: IdentifierSchema, values: AttributeDefinitionSchema.shape.parentValue.min(1) }).optional(),
});

export const ImportAttributeGroupSchema = z.strictObject({
  identifier: IdentifierSchema,
  name: TranslatedStringSchema,
  description: TranslatedStringSchema,
  attributes: z.array(ImportAttributeSchema).max(100),
});

export const ImportCategorySchema = z.strictObject({
  identifier: IdentifierSchema,
  name: TranslatedStringSchema,
  image: DraftCategorySchema.shape.image,
  tags: DraftCategorySchema.shape.tags,
  subCategories: z
    .array(z.strictObject({ identifier: IdentifierSchema, name: TranslatedStringSchema, image: CatalogueImageSchema, attributeGroup: IdentifierSchema.optional() }))
    .max(200),
});

export const ImportSubServiceSchema = z.strictObject({
  identifier: IdentifierSchema,
  name: TranslatedStringSchema,
  description: TranslatedStringSchema,
  kind: DraftSubServiceSchema.shape.kind,
  price: Prices,
  originalPrice: Prices.optional().meta({ description: 'The crossed-out price when on sale; defaults to `price`.' }),
  leadTimeDays: DraftSubServiceSchema.shape.leadTimeDays,
  canBeMultiple: DraftSubServiceSchema.shape.canBeMultiple.optional(),
  attributeGroup: IdentifierSchema.optional().meta({ description: 'Its service attribute group; default `service_notes`.' }),
  repairFund: IdentifierSchema.optional().meta({ description: 'The Bonus Réparation barème key, when eligible.' }),
  offers: z.array(IdentifierSchema).max(20).optional(),
  imageUrl: DraftSubServiceSchema.shape.imageUrl.optional(),
});

export const ImportServiceSchema = z.strictObject({
  provider: IdentifierSchema.meta({ description: 'The atelier that does them (its `name`).' }),
  subCategory: IdentifierSchema,
  subServices: z.array(ImportSubServiceSchema).max(1000),
});

export const ImportOffersSchema = z.strictObject({
  repairFund: z.array(z.strictObject({ key: IdentifierSchema, name: DraftOfferSchema.shape.name.min(1), amountEur: z.number().int().positive() })).max(200),
  discountOffers: z
    .array(
      z.strictObject({
        identifier: IdentifierSchema,
        name: DraftOfferSchema.shape.name.min(1),
        type: DraftOfferSchema.shape.type,
        percentage: z.number().int().min(1).max(100).optional(),
        fixedAmount: MinorCurrencyMapSchema.optional(),
      }),
    )
    .max(200),
});

const SLOT_TIMES = required(DeliveryOptionPatchSchema.shape.slotStartTimes);
export const ImportDeliveryOptionSchema = z.strictObject({
  name: IdentifierSchema,
  kind: z.enum(['postal_label', 'home_pickup', 'store_drop_off']),
  displayName: TranslatedStringSchema,
  instructions: TranslatedStringSchema,
  price: required(DeliveryOptionPatchSchema.shape.price),
  onwardTransitDays: required(DeliveryOptionPatchSchema.shape.onwardTransitDays),
  returnTransitDays: required(DeliveryOptionPatchSchema.shape.returnTransitDays),
  shipments: z.array(z.strictObject({ flow: z.string().min(1).max(80), type: z.enum(['onward', 'backwards']), logisticProvider: z.string().min(1).max(80), providerName: z.string().min(1).max(100) })).max(10),
  tags: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
  countries: z.array(CountryInputSchema).min(1).max(250),
  provider: IdentifierSchema.optional(),
  store: IdentifierSchema.optional(),
  storeOnly: z.boolean().optional(),
  paymentMethods: required(DeliveryOptionPatchSchema.shape.paymentMethods),
  slots: z
    .strictObject({
      capacity: required(DeliveryOptionPatchSchema.shape.slotCapacity),
      startTimes: SLOT_TIMES,
      durationMinutes: z.number().int().min(15).max(720),
      days: z.number().int().min(1).max(60),
    })
    .optional(),
});

export const ImportDiscountCodeSchema = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/),
  type: z.enum(['fixed', 'percentage']),
  percentage: z.number().int().min(1).max(100).optional(),
  fixedAmount: MinorCurrencyMapSchema.optional(),
  store: IdentifierSchema.optional(),
  maxUses: z.number().int().positive().optional(),
});

/** Each file of a catalogue and its schema; every file is required (an empty list is `[]`). */
export const CATALOGUE_FILES = {
  'stores.json': z.array(ImportStoreSchema).max(1000),
  'ateliers.json': z.array(ImportAtelierSchema).max(1000),
  'attribute-groups.json': z.array(ImportAttributeGroupSchema).max(1000),
  'categories.json': z.array(ImportCategorySchema).max(200),
  'offers.json': ImportOffersSchema,
  'services.json': z.array(ImportServiceSchema).max(10_000),
  'delivery-options.json': z.array(ImportDeliveryOptionSchema).max(200),
  'discount-codes.json': z.array(ImportDiscountCodeSchema).max(10_000),
} as const;

export type CatalogueFileName = keyof typeof CATALOGUE_FILES;
export const CATALOGUE_FILE_NAMES = Object.keys(CATALOGUE_FILES) as CatalogueFileName[];
export type ImportedFiles = { [K in CatalogueFileName]: z.output<(typeof CATALOGUE_FILES)[K]> };
