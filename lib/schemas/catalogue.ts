import * as z from 'zod';
import { CountryInputSchema } from './country';
import { ATTRIBUTE_TYPES } from '@/lib/attributes/types';
import { BookingTypeSchema, CurrencySchema, idListParam, StringCurrencyMapSchema, TranslatedStringSchema } from './common';

// ——— Wire shapes of the interface, field for field (docs/interface.md#shapes). ———

export const AttributeOptionSchema = z
  .object({ _id: z.string(), value: z.string(), label: TranslatedStringSchema })
  .meta({ id: 'AttributeOption' });

export const AttributeDefinitionSchema = z
  .object({
    _id: z.string(),
    label: TranslatedStringSchema,
    helperLabel: TranslatedStringSchema,
    isRequired: z.boolean(),
    type: z.enum(ATTRIBUTE_TYPES),
    metadata: z.object({
      maxLength: z.number().int().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
      options: z.array(AttributeOptionSchema).optional(),
      accept: z.array(z.string()).optional(),
    }),
    parentValue: z.array(z.string()),
    parentId: z.array(z.string()),
    identifier: z.string(),
  })
  .meta({ id: 'AttributeDefinition' });

export const AttributeGroupSchema = z
  .object({
    id: z.string(),
    identifier: z.string(),
    name: TranslatedStringSchema,
    description: TranslatedStringSchema,
    attributes: z.array(AttributeDefinitionSchema),
  })
  .meta({ id: 'AttributeGroup' });

export const ClothesCategorySchema = z
  .object({
    categoryId: z.string(),
    id: z.number().int().meta({ description: "The category's integer id (the interface's `id` beside `_id`)." }),
    identifier: z.string(),
    name: TranslatedStringSchema,
    image: z.string(),
    tag: z.array(z.string()),
    subClothesCategories: z.array(
      z.object({
        id: z.string(),
        name: TranslatedStringSchema,
        image: z.string(),
        attributesGroup: AttributeGroupSchema,
        identifier: z.string(),
      }),
    ),
  })
  .meta({ id: 'ClothesCategory' });

export const ClothesCategoriesResponseSchema = z
  .object({ categories: z.array(ClothesCategorySchema) })
  .meta({ id: 'ClothesCategoriesResponse' });

export const ServiceDiscountOfferSchema = z
  .object({
    id: z.string(),
    isRepairFund: z.boolean(),
    fixedAmount: z.string().meta({ description: 'Amount off in the listed currency, as a decimal string.' }),
    name: z.string(),
    type: z.enum(['fixed', 'percentage']),
    percentage: z.number().nullable(),
    repairFundService: z.string(),
    currency: CurrencySchema,
  })
  .meta({ id: 'ServiceDiscountOffer' });

export const SubServiceSchema = z
  .object({
    id: z.string(),
    originalPrice: StringCurrencyMapSchema,
    price: StringCurrencyMapSchema,
    imageUrl: z.string(),
    discountOffers: z.array(ServiceDiscountOfferSchema),
    name: TranslatedStringSchema,
    description: TranslatedStringSchema,
    canBeMultiple: z.boolean(),
    providerId: z.string(),
    attributeGroup: AttributeGroupSchema,
    kind: z.enum(['repair', 'alteration']),
    leadTimeDays: z.number().int(),
  })
  .meta({ id: 'SubService' });

export const ServiceSchema = z
  .object({ id: z.string(), parentSubCategoryId: z.string(), providerId: z.string(), subServices: z.array(SubServiceSchema) })
  .meta({ id: 'Service' });

export const ServicesResponseSchema = z.array(ServiceSchema).meta({ id: 'ServicesResponse' });

export const ProviderSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    imageUrl: z.string(),
    status: z.string(),
    serviceIds: z.array(z.string()),
    additionalImages: z.array(z.string()),
    repairFundLabelled: z.boolean(),
    areas: z.array(z.object({ country: z.string(), zipPrefixes: z.array(z.string()) })),
    story: TranslatedStringSchema.nullable().meta({ description: 'A few sentences about the atelier, shown when the customer chooses one.' }),
    rating: z
      .object({ average: z.number().min(0).max(5), count: z.int().min(1) })
      .nullable()
      .meta({ description: 'Average customer rating out of 5; null when the atelier has none.' }),
  })
  .meta({ id: 'Provider' });

export const ProvidersResponseSchema = z.object({ providers: z.array(ProviderSchema) }).meta({ id: 'ProvidersResponse' });

// ——— Query parameters (docs/decisions.md#catalogue-queries). ———

const countryParam = CountryInputSchema;
const zipParam = z.string().trim().min(1).max(20);

export const ProvidersQuerySchema = z.object({ zipCode: zipParam.optional(), country: countryParam.optional() });

export const CategoriesQuerySchema = z.object({
  providerIds: idListParam.optional(),
  tag: idListParam.optional(),
});

export const ServicesQuerySchema = z
  .object({
    subClothesCategoryIds: idListParam.pipe(z.array(z.string()).min(1)),
    zipCode: zipParam.optional(),
    country: countryParam.optional(),
    bookingType: BookingTypeSchema.default('paid'),
    providerIds: idListParam.optional(),
    currency: CurrencySchema.optional(),
  })
  .refine((q) => !q.zipCode || q.country, { error: 'zipCode needs country', path: ['country'] });

export type ProvidersQuery = z.output<typeof ProvidersQuerySchema>;
export type CategoriesQuery = z.output<typeof CategoriesQuerySchema>;
export type ServicesQuery = z.output<typeof ServicesQuerySchema>;
export type ClothesCategory = z.output<typeof ClothesCategorySchema>;
export type Service = z.output<typeof ServiceSchema>;
export type Provider = z.output<typeof ProviderSchema>;
export type AttributeGroupWire = z.output<typeof AttributeGroupSchema>;
