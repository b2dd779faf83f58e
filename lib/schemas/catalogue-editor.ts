import * as z from 'zod';
import { MinorCurrencyMapSchema, TranslatedStringSchema } from './common';
import { AttributeDefinitionSchema, AttributeOptionSchema, ServiceDiscountOfferSchema, SubServiceSchema } from './catalogue';

/**
 * The catalogue editor's shapes (docs/back-office.md#catalogue-editor). A draft may hold a string
 * in fewer than four languages (work in progress); publishing checks every string of what it
 * changes with the public `TranslatedStringSchema`, so what customers read is never partial.
 * Where a shape is the public answer's (attribute type, metadata, option, kind, price), the
 * public schema is reused.
 */

const MAX_TEXT = 2000;
/** A label being written: each language may still be empty (publishing refuses that, per field). */
export const DraftTextSchema = z
  .object({ fr: z.string().max(MAX_TEXT), en: z.string().max(MAX_TEXT), de: z.string().max(MAX_TEXT), es: z.string().max(MAX_TEXT) })
  .meta({ id: 'DraftText' });

/** Ids of new records are chosen by the editor: lower-case letters, digits and dashes. */
export const CatalogueIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'a-z, 0-9 and -, at most 80' });

/**
 * A category's or sub-category's image: a photo uploaded through the photo pipeline
 * (`POST /api/sip/photos`, its root-relative `/api/sip/photos/{key}/{variant}`), one of the app's
 * own `/images/…`, or '' for none. The `/v1` answers make it absolute (docs/integrators.md#urls).
 */
export const CatalogueImageSchema = z
  .string()
  .max(300)
  .regex(/^(|\/api\/sip\/photos\/[A-Za-z0-9_-]{8,100}\/(full|small|medium|large)|\/images\/[A-Za-z0-9_./-]{1,200})$/, { message: 'a photo path (/api/sip/photos/{key}/{variant}), an /images/ path, or empty' })
  .refine((v) => !v.includes('..'), { message: 'no ..' });

export const DraftCategorySchema = z
  .object({
    id: CatalogueIdSchema,
    identifier: z.string().trim().min(1).max(80),
    name: DraftTextSchema,
    position: z.number().int().min(0).max(100_000),
    isActive: z.boolean().meta({ description: 'An inactive category leaves the public answers; nothing is deleted.' }),
    tags: z.array(z.string().trim().toLowerCase().regex(/^[a-z0-9-]{1,40}$/, { message: 'a-z, 0-9 and -, at most 40' })).max(20).meta({ description: 'The `tag` filter of /v1/clothes-categories (womenswear, shoes…).' }),
    image: CatalogueImageSchema,
    subCategories: z
      .array(z.object({ id: z.string().max(100), image: CatalogueImageSchema }))
      .max(200)
      .meta({ description: 'The images of the category’s sub-categories (only those listed change).' }),
  })
  .meta({ id: 'DraftCategory' });

const options = z.array(AttributeOptionSchema.extend({ label: DraftTextSchema })).max(100);
export const DraftAttributeSchema = z
  .object({
    id: CatalogueIdSchema,
    identifier: z.string().trim().min(1).max(80),
    type: AttributeDefinitionSchema.shape.type,
    label: DraftTextSchema,
    helperLabel: DraftTextSchema,
    isRequired: z.boolean(),
    metadata: AttributeDefinitionSchema.shape.metadata.extend({ maxLength: z.number().int().min(1).max(10_000).optional(), options: options.optional() }),
    parentId: z.string().nullable(),
    parentValue: AttributeDefinitionSchema.shape.parentValue,
  })
  .meta({ id: 'DraftAttribute' });

export const DraftAttributeGroupSchema = z
  .object({
    id: CatalogueIdSchema,
    identifier: z.string().trim().min(1).max(80),
    name: DraftTextSchema,
    description: DraftTextSchema,
    attributes: z.array(DraftAttributeSchema).max(100),
  })
  .meta({ id: 'DraftAttributeGroup' });

export const DraftSubServiceSchema = z
  .object({
    id: CatalogueIdSchema,
    identifier: z.string().trim().min(1).max(80),
    providerId: z.string().max(100).meta({ description: 'The atelier that does it.' }),
    subCategoryId: z.string().max(100),
    position: z.number().int().min(0).max(100_000),
    name: DraftTextSchema,
    description: DraftTextSchema,
    imageUrl: z.string().max(500),
    kind: SubServiceSchema.shape.kind,
    price: MinorCurrencyMapSchema.meta({ description: 'Minor units per currency (1250 = 12.50).' }),
    leadTimeDays: z.number().int().min(0).max(365),
    canBeMultiple: z.boolean(),
    attributeGroupId: z.string().max(100).nullable(),
    offerIds: z
      .array(z.string().max(100))
      .max(20)
      .meta({ description: 'The discount offers on it (`discountOffers` ids), the Bonus Réparation offer of its barème entry included: at most one of those, never on an alteration.' }),
    isActive: z.boolean(),
  })
  .meta({ id: 'DraftSubService' });

/**
 * A discount offer, or a Bonus Réparation barème entry (`isRepairFund`, `repairFundService`,
 * an amount per currency). The fields customers read are the public `ServiceDiscountOffer`'s: at
 * publish each offer is also checked, per currency, as the `/v1` services answer would send it.
 */
export const DraftOfferSchema = z
  .object({
    id: CatalogueIdSchema,
    name: ServiceDiscountOfferSchema.shape.name.trim().max(200),
    type: ServiceDiscountOfferSchema.shape.type,
    isRepairFund: ServiceDiscountOfferSchema.shape.isRepairFund,
    repairFundService: ServiceDiscountOfferSchema.shape.repairFundService
      .trim()
      .max(80)
      .meta({ description: 'Refashion’s barème entry (`textile_zip_large`); required on a Bonus Réparation offer.' }),
    percentage: z.number().int().min(1).max(100).nullable().meta({ description: 'A percentage offer’s percentage; null on a fixed one.' }),
    fixedAmount: MinorCurrencyMapSchema.meta({ description: 'A fixed offer’s amount per currency, minor units; the offer applies only in the currencies listed.' }),
    isActive: z.boolean(),
    validFrom: z.iso.datetime({ offset: true }).nullable(),
    validTo: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'DraftOffer' });

export const CatalogueDocumentSchema = z
  .object({
    categories: z.array(DraftCategorySchema),
    attributeGroups: z.array(DraftAttributeGroupSchema),
    subServices: z.array(DraftSubServiceSchema),
    discountOffers: z.array(DraftOfferSchema).meta({ description: 'Offers and Bonus Réparation entries; never deleted, deactivated.' }),
  })
  .meta({ id: 'CatalogueDocument' });

export const DraftEditSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('category'), category: DraftCategorySchema }),
  z.object({ kind: z.literal('attributeGroup'), attributeGroup: DraftAttributeGroupSchema }),
  z.object({ kind: z.literal('subService'), subService: DraftSubServiceSchema }),
  z.object({ kind: z.literal('discountOffer'), discountOffer: DraftOfferSchema }),
  z.object({
    kind: z.literal('removeSubService'),
    id: z.string().max(100).meta({ description: 'Removed at publish; one in carts or orders is deactivated instead.' }),
  }),
]);

export const DraftEditBodySchema = z
  .object({ edits: z.array(DraftEditSchema).min(1).max(200) })
  .meta({ id: 'CatalogueDraftEdits', description: 'Each edit replaces the record with this id in the draft, or adds it.' });

export const DraftChangeSchema = z.object({
  entity: z.enum(['category', 'attributeGroup', 'subService', 'discountOffer']),
  id: z.string(),
  action: z.enum(['added', 'changed', 'removed']),
  fields: z.array(z.string()).meta({ description: 'The fields that differ from the published catalogue.' }),
});

export const CatalogueDraftSchema = z
  .object({
    version: z.number().int().meta({ description: 'The draft’s own version: send it as If-Match.' }),
    basedOn: z.number().int().meta({ description: 'The published catalogue version the draft started from.' }),
    updatedAt: z.string(),
    updatedBy: z.string().nullable(),
    document: CatalogueDocumentSchema,
    changes: z.array(DraftChangeSchema).meta({ description: 'What publishing would change.' }),
    ateliers: z.array(z.object({ id: z.string(), displayName: z.string() })),
    subCategories: z.array(z.object({ id: z.string(), categoryId: z.string(), name: TranslatedStringSchema })),
  })
  .meta({ id: 'CatalogueDraft' });

export const PublishBodySchema = z.object({ note: z.string().trim().max(200).optional().meta({ description: 'The version’s summary (default: what changed).' }) });

export const PublishResultSchema = z
  .object({ version: z.number().int(), summary: z.string(), changeCount: z.number().int(), deactivated: z.array(z.string()).meta({ description: 'Sub-services removed in the draft but in carts or orders: deactivated, not deleted.' }) })
  .meta({ id: 'CataloguePublished' });

export type DraftText = z.infer<typeof DraftTextSchema>;
export type DraftCategory = z.infer<typeof DraftCategorySchema>;
export type DraftAttribute = z.infer<typeof DraftAttributeSchema>;
export type DraftAttributeGroup = z.infer<typeof DraftAttributeGroupSchema>;
export type DraftSubService = z.infer<typeof DraftSubServiceSchema>;
export type DraftOffer = z.infer<typeof DraftOfferSchema>;
export type CatalogueDocument = z.infer<typeof CatalogueDocumentSchema>;
export type DraftEdit = z.infer<typeof DraftEditSchema>;
export type DraftChange = z.infer<typeof DraftChangeSchema>;
export type CatalogueDraft = z.infer<typeof CatalogueDraftSchema>;
export type PublishResult = z.infer<typeof PublishResultSchema>;
