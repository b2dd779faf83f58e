import * as z from 'zod';
import { FreeSlotSchema, SlotSchema, StoreInfoSchema } from './logistics';
import { CountryInputSchema } from './country';
import { ATTRIBUTE_TYPES } from '@/lib/attributes/types';
import { EmailSchema, PhoneSchema, TitleSchema } from './auth';
import {
  AddressInputSchema,
  AddressSchema,
  BookingTypeSchema,
  CurrencySchema,
  LocaleSchema,
  MAX_ITEM_PHOTOS,
  NumberCurrencyMapSchema,
  TranslatedStringSchema,
} from './common';
import { ImageSchema, PhotoKeySchema } from './photos';
import { CartInsuranceSchema, MAX_DECLARED_MINOR } from './insurance';
import { BasketSchema } from './pricing';
import { VideoSchema } from './videos';
import { ReceiptSchema } from './receipt';
import { WARRANTY_REASONS } from './constants';
import { MetadataInputSchema, MetadataSchema } from './metadata';

const Id = z.string().trim().min(1).max(64);
/** The interface sends some references as populated objects (`{_id, …}`); plain ids are accepted too. */
const IdOrObject = z.union([Id, z.object({ _id: Id }).transform((o) => o._id)]);

// ——— Requests ———

const AreaFields = {
  zipCode: z.string().trim().min(1).max(20).optional(),
  country: CountryInputSchema.optional(),
};

export const CreateCartBodySchema = z
  .object({
    currency: CurrencySchema.optional(),
    storeId: Id.optional(),
    bookingType: BookingTypeSchema.optional(),
    language: LocaleSchema.optional(),
    metadata: MetadataInputSchema.optional(),
    ...AreaFields,
  })
  .meta({ id: 'CreateCartRequest' });

/**
 * PUT /api/sip/shopping-cart/{id}/warranty (docs/counter.md#web-warranty): why the customer asks for
 * a warranty repair, and the brand's order reference when they have one instead of the receipt.
 */
export const CartWarrantyBodySchema = z
  .object({
    reason: z.enum(WARRANTY_REASONS),
    details: z.string().trim().max(500).default('').meta({ description: 'Free text; required when the reason is `other`.' }),
    reference: z.string().trim().max(100).default('').meta({ description: 'The brand’s order reference or the receipt number; may stay empty when the receipt’s file is uploaded (PUT …/receipt).' }),
  })
  .superRefine((w, ctx) => {
    if (w.reason === 'other' && !w.details) ctx.addIssue({ code: 'custom', path: ['details'], message: 'Say what the reason is' });
  })
  .meta({ id: 'CartWarrantyRequest' });
export type CartWarrantyBody = z.output<typeof CartWarrantyBodySchema>;

export const UpdateCartBodySchema = z
  .object({
    currency: CurrencySchema.optional(),
    bookingType: BookingTypeSchema.optional().meta({ description: '`warranty`: the customer asks for a repair under the brand’s warranty (a proof of purchase is then needed: PUT …/warranty, …/receipt); back to `paid` drops what was given (docs/counter.md#web-warranty).' }),
    language: LocaleSchema.optional(),
    discountCode: z.string().trim().max(40).nullable().optional(),
    metadata: MetadataInputSchema.optional(),
    ...AreaFields,
  })
  .meta({ id: 'UpdateCartRequest' });

export const CartItemInputSchema = z.object({
  id: Id.optional().meta({ description: 'An existing item of this cart to replace (edit); omitted for a new item.' }),
  categoryId: IdOrObject,
  subClothesCategory: IdOrObject,
  images: z.array(z.union([PhotoKeySchema, z.object({ key: PhotoKeySchema }).transform((i) => i.key)])).max(MAX_ITEM_PHOTOS).default([]),
  subServices: z
    .array(z.object({ subServiceId: Id, quantity: z.number().int().min(1).max(20) }))
    .min(1)
    .max(20),
  values: z.record(z.string().max(64), z.string().max(5000)).default({}),
  attributeGroup: IdOrObject,
});

export const AddItemsBodySchema = z
  .object({ provider: IdOrObject, items: z.array(CartItemInputSchema).min(1).max(20), ...AreaFields })
  .meta({ id: 'AddCartItemsRequest' });

export const CartCustomerBodySchema = z
  .object({
    givenName: z.string().trim().min(1).max(100),
    familyName: z.string().trim().min(1).max(100),
    email: EmailSchema.optional().meta({
      description:
        'Required, except on a counter cart (made by staff): a walk-in may give only a phone number. Without it, the order’s `customer.email` is empty and no e-mail is sent to the customer; elsewhere → 422 naming `email` (docs/counter.md#phone-only).',
    }),
    address: AddressInputSchema.optional().meta({
      description:
        'Required, except for an in-store drop-off with in-store collection (`kind: store_drop_off`): a counter booking needs no postal address. Without it, only such options are offered and chosen; any other → 422 naming `address` (docs/counter.md#no-address).',
    }),
    phone: PhoneSchema,
    title: TitleSchema.default(''),
  })
  .meta({ id: 'CartCustomerRequest' });

/** A declared value in major units: 0 to 100,000.00, whole cents (docs/insurance.md#declared-value). */
const DeclaredValueSchema = z
  .number()
  .min(0)
  .max(MAX_DECLARED_MINOR / 100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: 'A whole number of cents' });

export const ChooseLogisticOptionBodySchema = z.object({
  logisticOption: IdOrObject,
  slot: SlotSchema.optional().meta({ description: 'The home pick-up slot (added): one of the option’s free `slots`.' }),
  estimatedItemPrice: DeclaredValueSchema.nullable()
    .optional()
    .meta({
      description:
        'The item’s declared value (added), major units, for a postal-label or home pick-up option only (any other → 422). Above the option’s threshold insurance is required and priced; absent or null: nothing declared (docs/insurance.md).',
    }),
  insurance: z
    .boolean()
    .optional()
    .meta({ description: 'Insure a declared value at or below the threshold (added); `false` for a value above it → 422 `insurance required` (docs/insurance.md).' }),
}).meta({ id: 'ChooseLogisticOptionRequest' });

export type CreateCartBody = z.output<typeof CreateCartBodySchema>;
export type UpdateCartBody = z.output<typeof UpdateCartBodySchema>;
export type AddItemsBody = z.output<typeof AddItemsBodySchema>;
export type CartItemInput = z.output<typeof CartItemInputSchema>;
export type CartCustomerBody = z.output<typeof CartCustomerBodySchema>;

// ——— Responses: the interface's shopping-cart shape, plus a pricing preview ———

const SelectObject = z.object({
  subType: z.string(),
  hadDefaultValue: z.boolean(),
  options: z.array(
    z.object({
      value: z.string(),
      metadata: z.object({ colorCode: z.string(), fontFamily: z.string(), fontSize: z.string(), fontWeight: z.string(), fontStyle: z.string() }),
      translations: TranslatedStringSchema,
    }),
  ),
});

export const CartAttributeSchema = z
  .object({
    labelTranslation: TranslatedStringSchema,
    helperTextTranslation: TranslatedStringSchema,
    required: z.boolean(),
    type: z.enum(ATTRIBUTE_TYPES),
    text: z.object({ maxLength: z.number().int().nullable() }).nullable(),
    textArea: z.object({ maxLength: z.number().int().nullable() }).nullable(),
    select: SelectObject.nullable(),
    multiSelect: SelectObject.nullable(),
    checkbox: z.object({}).nullable(),
    radio: SelectObject.nullable(),
    date: z.object({}).nullable(),
    number: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
    file: z.object({ accept: z.array(z.string()) }).nullable(),
    _id: z.string(),
    identifier: z.string(),
    __v: z.number().int(),
    parentId: z.string().nullable(),
    parentValue: z.array(z.string()),
    value: z.string().nullable().meta({ description: 'The value entered for this item (added field).' }),
    translatedValue: TranslatedStringSchema.nullable().meta({ description: 'For select, multiSelect and radio values.' }),
  })
  .meta({ id: 'CartAttribute' });

export const CartSubServiceSchema = z
  .object({
    subServiceId: z.string(),
    quantity: z.number().int(),
    name: TranslatedStringSchema,
    description: TranslatedStringSchema,
    kind: z.enum(['repair', 'alteration']),
    price: NumberCurrencyMapSchema,
    originalPrice: NumberCurrencyMapSchema,
    leadTimeDays: z.number().int(),
    canBeMultiple: z.boolean(),
    attributeGroupId: z.string().nullable(),
  })
  .meta({ id: 'CartSubService' });

export const CartItemSchema = z
  .object({
    id: z.string(),
    isRevoke: z.boolean(),
    name: z.string(),
    tag: z.null(),
    certificateId: z.string().nullable().meta({ description: 'The signed repair certificate of this item once its order completed (GET /api/sip/certificates/{id}; docs/certificates.md).' }),
    isNft: z.boolean().meta({ description: 'Always false: the certificate is a signed record in a hash-chained registry, not a token on a blockchain (docs/certificates.md#passport).' }),
    registryEventId: z.string().nullable().meta({ description: 'The certificate registry event that logged the certificate.' }),
    dspCertificateId: z
      .string()
      .nullable()
      .meta({ description: 'The certificate’s id at the brand’s digital product passport provider, once it has answered (PASSPORT_PROVIDER_URL); null while none is configured or before its answer (docs/certificates.md#passport).' }),
    video: VideoSchema.nullable(),
    receipt: ReceiptSchema.nullable().meta({ description: 'A warranty booking’s proof of purchase as given so far (the brand’s order reference, the receipt’s photo or PDF: PUT …/warranty, PUT …/receipt); null on a paid booking (docs/counter.md#web-warranty).' }),
    selectedChildSubCategories: z.array(z.string()),
    attributes: z.array(CartAttributeSchema),
    categoryId: z.string(),
    subClothesCategory: z.string(),
    attributeGroup: z.string().nullable(),
    values: z.record(z.string(), z.string()),
    images: z.array(ImageSchema),
    subServices: z.array(CartSubServiceSchema),
  })
  .meta({ id: 'CartItem' });

/** How an order is paid: the order body's `paymentMethod` and a logistic option's `paymentMethods` are this one enum. */
export const PaymentMethodSchema = z.enum(['card', 'pay_at_drop_off', 'pay_on_collection', 'none']);

export const OrderLogisticOptionSchema = z
  .object({
    name: z.string(),
    displayName: TranslatedStringSchema,
    price: NumberCurrencyMapSchema,
    shipments: z.array(z.object({ flow: z.string(), type: z.enum(['onward', 'backwards']), logisticProvider: z.string(), providerName: z.string() })),
    logisticOptionId: z.string(),
    tags: z.array(z.string()),
    kind: z.enum(['postal_label', 'home_pickup', 'store_drop_off']),
    instructions: TranslatedStringSchema,
    onwardTransitDays: z.number().int(),
    returnTransitDays: z.number().int(),
    paymentMethods: z.array(PaymentMethodSchema).optional().meta({ description: 'The payment methods this option allows (added): the values the order body’s `paymentMethod` takes.' }),
    slot: SlotSchema.optional().meta({ description: 'The chosen home pick-up slot (added).' }),
  })
  .meta({ id: 'OrderLogisticOption' });

const CustomerSummary = z.object({
  title: z.string(),
  _id: z.string(),
  email: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  phone: z.string(),
});

const ProviderSummary = z.object({
  serviceIds: z.array(z.string()),
  additionalImages: z.array(z.string()),
  status: z.string(),
  _id: z.string(),
  name: z.string(),
  displayName: z.string(),
  imageUrl: z.string(),
  repairFundLabelled: z.boolean(),
});

export const CartPricingSchema = z
  .object({
    currency: CurrencySchema,
    basket: BasketSchema,
    estimatedCompletionDate: z.iso.datetime().nullable().meta({ description: 'With the chosen logistic option; null before one is chosen.' }),
  })
  .meta({ id: 'CartPricing' });

export const CartSchema = z
  .object({
    _id: z.string(),
    id: z.string(),
    status: z.enum(['open', 'ordered']),
    orderId: z.string().nullable(),
    currency: CurrencySchema,
    language: z.string(),
    insurance: CartInsuranceSchema,
    tempItem: z.null(),
    customer: CustomerSummary.nullable(),
    address: AddressSchema.nullable(),
    discountCode: z.string().nullable(),
    bookingType: BookingTypeSchema,
    store: z
      .object({ onlineStore: z.boolean(), _id: z.string(), name: z.string(), country: z.string(), currency: CurrencySchema, timeZone: z.string().optional() })
      .nullable(),
    source: z.string(),
    provider: ProviderSummary.nullable(),
    remoteAddress: z.string(),
    area: z.object({ zipCode: z.string(), country: z.string() }).nullable(),
    items: z.array(CartItemSchema),
    logisticOption: OrderLogisticOptionSchema.nullable(),
    pricing: CartPricingSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    metadata: MetadataSchema,
  })
  .meta({ id: 'ShoppingCart' });

export const LogisticOptionChoiceSchema = OrderLogisticOptionSchema.extend({
  _id: z.string(),
  id: z.string(),
  storeOnly: z.boolean(),
  currency: CurrencySchema,
  priceInCurrency: z.number(),
  estimatedCompletionDate: z.iso.datetime(),
  store: StoreInfoSchema.optional().meta({ description: 'In-store options: the store’s address, hours and time zone (added).' }),
  slots: z.array(FreeSlotSchema).optional().meta({ description: 'Home pick-up: the slots with a free place (added).' }),
}).meta({ id: 'LogisticOptionChoice' });

export const LogisticOptionsResponseSchema = z
  .object({ logisticOptions: z.array(LogisticOptionChoiceSchema) })
  .meta({ id: 'LogisticOptionsResponse' });

export type Cart = z.output<typeof CartSchema>;
export type CartItemWire = z.output<typeof CartItemSchema>;
export type CartAttribute = z.output<typeof CartAttributeSchema>;
export type OrderLogisticOption = z.output<typeof OrderLogisticOptionSchema>;
export type LogisticOptionChoice = z.output<typeof LogisticOptionChoiceSchema>;
