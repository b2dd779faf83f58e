import * as z from 'zod';
import { MetadataInputSchema, MetadataSchema } from './metadata';
import { EmailSchema, PhoneSchema, TitleSchema } from './auth';
import { OrderLogisticOptionSchema, PaymentMethodSchema } from './cart';
import { AttributeGroupSchema } from './catalogue';
import {
  AddressInputSchema,
  AddressSchema,
  BookingTypeSchema,
  CurrencySchema,
  LocaleSchema,
  NumberCurrencyMapSchema,
  StringCurrencyMapSchema,
  TranslatedStringSchema,
} from './common';
import { MAX_COMMENT_IMAGES, MAX_COMMENT_LENGTH, ORDER_REQUEST_KINDS, ORDER_STATUSES } from './constants';
import { ConsentChannelSchema, QuoteViewSchema } from './order-life';
import { ReceiptSchema, WarrantyInputSchema, WarrantySchema } from './contact';
import { OpeningHoursSchema } from './logistics';
import { OrderInsuranceSchema } from './insurance';
import { VideoSchema } from './videos';
import { ImageSchema, PhotoKeySchema } from './photos';
import { EstimatedPriceSchema, PricingSchema } from './pricing';

export { OrderCommentSchema, OrderRequestSchema, ProviderUploadSchema, type OrderComment, type OrderRequest, type ProviderUpload } from './thread';
import { OrderCommentSchema, OrderRequestSchema, ProviderUploadSchema } from './thread';

export const OrderCommentBodySchema = z
  .object({
    text: z.string().trim().min(1).max(MAX_COMMENT_LENGTH).meta({ description: 'Plain text, 1 to 2,000 characters (422 above).' }),
    request: z.enum(ORDER_REQUEST_KINDS).optional().meta({ description: 'The customer only: this message is a request, open until answered.' }),
    answers: z.string().min(1).max(64).optional().meta({ description: 'The store or the atelier only: the id of the open request this message answers.' }),
    images: z
      .array(PhotoKeySchema)
      .max(MAX_COMMENT_IMAGES)
      .optional()
      .meta({ description: 'Up to 4 photos, each the `key` POST /api/sip/photos answered to the signed-in author (its own, not attached to anything yet; 422 naming it otherwise).' }),
  })
  .meta({ id: 'OrderCommentRequest' });
export type OrderCommentBody = z.output<typeof OrderCommentBodySchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export { PaymentMethodSchema };

const Id = z.string().trim().min(1).max(64);
const IdOrObject = z.union([Id, z.object({ _id: Id }).loose().transform((o) => o._id)]);

// ——— POST /api/sip/orders: the interface's order request, plus `cartId` ———

export const OrderCreateBodySchema = z
  .object({
    cartId: Id.optional().meta({ description: 'The cart to order (added); otherwise found from the items’ `itemId`s.' }),
    customer: z
      .object({
        title: TitleSchema.default(''),
        _id: z.string().optional(),
        email: EmailSchema,
        familyName: z.string().trim().min(1).max(100),
        givenName: z.string().trim().min(1).max(100),
        phone: PhoneSchema,
        address: AddressInputSchema,
      })
      .optional()
      .meta({ description: 'Used when the cart has no customer yet.' }),
    logisticOption: IdOrObject.optional().meta({ description: 'Used when the cart has none yet; must match otherwise.' }),
    source: z.enum(['web', 'store', 'api']).optional(),
    items: z
      .array(
        z.object({
          itemId: Id,
          categoryId: IdOrObject.optional(),
          subClothesCategory: IdOrObject.optional(),
          images: z.array(z.unknown()).optional(),
          subServices: z
            .array(
              z.object({
                subServiceId: Id,
                quantity: z.number().int().min(1).optional(),
                originalPrice: NumberCurrencyMapSchema.optional(),
                price: NumberCurrencyMapSchema.optional(),
                appliedDiscountOffer: z.unknown().optional(),
              }),
            )
            .optional(),
          values: z.record(z.string(), z.string()).optional(),
          attributeGroup: z.string().optional(),
        }),
      )
      .optional(),
    requestType: z.enum(['repair', 'alteration']).optional(),
    orderDate: z.string().optional().meta({ description: 'Ignored: the server dates the order.' }),
    providerId: Id.optional(),
    paymentMethod: PaymentMethodSchema.optional(),
    language: LocaleSchema.optional(),
    discountCode: z.string().trim().max(40).optional(),
    note: z.string().trim().max(1000).optional(),
    metadata: MetadataInputSchema.optional().meta({ description: 'Merged over the cart’s metadata (added; docs/integrators.md#metadata).' }),
    expectedTotal: z.number().nonnegative().optional().meta({ description: 'The total the customer was shown (added); a different server total → 409 price_changed.' }),
    warranty: WarrantyInputSchema.optional().meta({ description: 'Why the booking is under warranty and which purchase it refers to (added): required when the cart’s `bookingType` is `warranty` (422 naming `warranty`), refused on a paid booking.' }),
  })
  .meta({ id: 'OrderCreateRequest' });
export type OrderCreateBody = z.output<typeof OrderCreateBodySchema>;

export const TransitionBodySchema = z
  .object({ to: OrderStatusSchema, note: z.string().trim().max(1000).default('') })
  .meta({ id: 'OrderTransitionRequest' });

/** A free quote line (docs/decisions.md#free-quote-lines): a label, a price including VAT, a VAT rate. */
export const FreeQuoteLineSchema = z
  .object({
    label: z.string().trim().min(1).max(120).meta({ description: 'What the work is, in the language of the staff who write it; shown as written to the customer.' }),
    amount: z.number().positive().max(10_000).multipleOf(0.01).meta({ description: 'Price including VAT, in major units of the order’s currency.' }),
    vatRate: z.number().min(0).max(30).multipleOf(0.01).optional().meta({ description: 'VAT rate in percent (5.5 = 5.5 %); absent: the store’s rate.' }),
  })
  .meta({ id: 'FreeQuoteLine' });
export type FreeQuoteLine = z.output<typeof FreeQuoteLineSchema>;

export const QuoteBodySchema = z
  .object({
    items: z
      .array(
        z.object({
          itemId: Id,
          subServices: z.array(z.object({ subServiceId: Id, quantity: z.number().int().min(1).max(20) })).max(20).default([]),
          freeLines: z
            .array(FreeQuoteLineSchema)
            .max(10)
            .default([])
            .meta({ description: 'Free lines beside the catalogue services (added): work priced after inspection, labelled in the staff’s language. An item needs at least one service or free line (422 naming its subServices).' }),
        }),
      )
      .min(1)
      .max(20),
    note: z.string().trim().min(1).max(1000),
  })
  .meta({ id: 'RevisedQuoteRequest' });
export type QuoteBody = z.output<typeof QuoteBodySchema>;
export type QuoteBodyInput = z.input<typeof QuoteBodySchema>;

// ——— Order (create response), the interface's shape field for field (docs/interface.md#shapes), plus added fields ———

export const HistorySchema = z
  .object({
    status: OrderStatusSchema,
    date: z.iso.datetime(),
    role: z.string(),
    note: z.string(),
    by: z.string().nullable(),
    onBehalf: ConsentChannelSchema.nullable().meta({ description: 'Staff (`by`) recorded the customer’s answer on their behalf, given this way (added).' }),
  })
  .meta({ id: 'OrderHistory' });

export const OrderItemSchema = z
  .object({
    isRevoke: z.boolean(),
    name: z.string(),
    video: VideoSchema.nullable(),
    receipt: ReceiptSchema.nullable(),
    canEditPrice: z.boolean(),
    itemId: z.string(),
    categoryId: z.string(),
    subClothesCategory: z.string(),
    images: z.array(ImageSchema),
    subServices: z.array(
      z.object({
        subServiceId: z.string(),
        originalPrice: NumberCurrencyMapSchema,
        price: NumberCurrencyMapSchema,
        displayName: TranslatedStringSchema,
        description: TranslatedStringSchema,
        quantity: z.number().int(),
        free: z.boolean().optional().meta({ description: 'A free line a revised quote added (added; docs/decisions.md#free-quote-lines).' }),
        vatRate: z.number().optional().meta({ description: 'A free line’s VAT rate in percent (added).' }),
      }),
    ),
    attributes: z.record(
      z.string(),
      z.object({ type: z.string(), label: TranslatedStringSchema, value: z.string(), translatedValue: TranslatedStringSchema.optional() }),
    ),
    id: z.string(),
  })
  .meta({ id: 'OrderItem' });

export const OrderSchema = z
  .object({
    id: z.string(),
    orderId: z.string(),
    orderNumber: z.string(),
    status: OrderStatusSchema,
    bookingType: BookingTypeSchema,
    source: z.string(),
    items: z.array(OrderItemSchema),
    requestType: z.string(),
    orderDate: z.iso.datetime(),
    estimatedCompletionDate: z.iso.datetime(),
    paymentMethod: z.string(),
    paymentIssue: z.array(z.unknown()),
    currencyCode: CurrencySchema,
    pricing: PricingSchema,
    isRevoked: z.boolean(),
    isRevokedByCustomer: z.boolean(),
    isArchived: z.boolean(),
    hasPaymentConfirmation: z.boolean(),
    isPayed: z.boolean(),
    isCompleted: z.boolean(),
    isTransfered: z.boolean(),
    orderCanceledFromPayment: z.boolean(),
    histories: z.array(HistorySchema),
    shipments: z.array(z.object({ flow: z.string(), type: z.string(), logisticProvider: z.string(), providerName: z.string() })),
    requests: z.array(OrderRequestSchema).meta({ description: 'The customer’s requests on the thread, oldest first, each open or answered (docs/atelier.md#messages).' }),
    notes: z.array(z.unknown()),
    comments: z.array(OrderCommentSchema).meta({ description: 'The order’s thread between the customer, the store and the atelier, oldest first (docs/atelier.md#messages).' }),
    providerUploads: z.array(ProviderUploadSchema).meta({ description: 'The atelier’s photos of the order, oldest first: the image shape, `tag` saying what each shows (docs/atelier.md#photos).' }),
    language: z.string(),
    note: z.string(),
    discountCode: z.string(),
    store: z.object({
      services: z.array(z.string()),
      onlineStore: z.boolean(),
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      address: AddressSchema,
      logisticProvider: z
        .array(z.object({ logisticProvider: z.string(), providerName: z.string() }))
        .meta({ description: 'The carriers serving the store: those of every active logistic option open to this store and atelier, each once (lib/logistics/store-carriers.ts).' }),
      language: z.string(),
      country: z.string().optional(),
      timeZone: z.string().optional().meta({ description: 'IANA zone in which the order’s dates are shown (added).' }),
      openingHours: OpeningHoursSchema.optional(),
    }),
    staff: z.string(),
    customerId: z.string(),
    providerId: z.string(),
    provider: z.object({ id: z.string(), displayName: z.string(), imageUrl: z.string() }),
    customerSignature: ImageSchema.nullable().meta({ description: 'The customer’s signature at intake on the counter’s tablet (PNG on white), acknowledging the garment’s condition and the terms; null for web bookings.' }),
    logisticOption: OrderLogisticOptionSchema,
    address: AddressSchema.nullable().meta({ description: 'Null only for an in-store drop-off and collection booked without a postal address (docs/counter.md#no-address).' }),
    warrantyStatus: z.string(),
    warranty: WarrantySchema.nullable().meta({ description: 'A warranty booking’s reason and purchase reference (added); null on paid bookings.' }),
    attributes: z.object({
      receivingEntity: z.object({
        givenName: z.string(),
        familyName: z.string(),
        email: z.string(),
        phone: z.string(),
        company: z.string(),
        customerReferenceId: z.string(),
        shippingAddress: AddressSchema.nullable(),
      }),
    }),
    insurance: OrderInsuranceSchema,
    customer: z.object({
      paymentCustomerId: z.string(),
      title: z.string(),
      customerId: z.string().nullable(),
      email: z.string(),
      familyName: z.string(),
      givenName: z.string(),
      phone: z.string(),
      lastOrderDate: z.iso.datetime(),
      id: z.string(),
      userId: z.string(),
      name: z.string(),
    }),
    paid: z.number().optional().meta({ description: 'Recorded payments minus refunds, major units (added).' }),
    due: z.number().optional().meta({ description: 'What the customer still owes, major units (added).' }),
    allowedTransitions: z.array(OrderStatusSchema).meta({ description: 'What the caller may move the order to now (added).' }),
    version: z.number().int().meta({ description: 'Bumped by every change; also the `ETag`. Send it back in `If-Match` to change the order (added).' }),
    quote: QuoteViewSchema.nullable(),
    metadata: MetadataSchema,
  })
  .meta({ id: 'Order' });
export type Order = z.output<typeof OrderSchema>;
export { QuoteAnswerBodySchema, type QuoteAnswerBody } from './order-life';

// ——— Order (list item) ———

export const OrderListItemSchema = z
  .object({
    id: z.string(),
    orderNumber: z.string(),
    status: OrderStatusSchema,
    customer: z.object({ id: z.string(), title: z.string(), email: z.string(), familyName: z.string(), givenName: z.string(), phone: z.string() }),
    discountCode: z.string(),
    bookingType: BookingTypeSchema,
    store: z.object({
      id: z.string(),
      isOnlineStore: z.boolean(),
      name: z.string(),
      country: z.string().optional().meta({ description: 'The store’s country: the conventions its dates are written in (added).' }),
      timeZone: z.string().optional().meta({ description: 'IANA zone in which the order’s dates are shown (added).' }),
    }),
    provider: z.object({ id: z.string(), displayName: z.string(), imageUrl: z.string() }),
    items: z.array(
      z.object({
        id: z.string(),
        images: z.array(ImageSchema),
        clothesCategory: z.object({ image: z.string(), id: z.string(), name: TranslatedStringSchema }),
        services: z.array(
          z.object({
            id: z.string(),
            name: TranslatedStringSchema,
            quantity: z.number().int(),
            price: StringCurrencyMapSchema,
            originalPrice: StringCurrencyMapSchema,
            appliedDiscountOffer: z
              .object({ id: z.string(), name: z.string(), isRepairFund: z.boolean(), percentage: z.number().nullable(), fixedAmount: StringCurrencyMapSchema, type: z.string() })
              .nullable(),
          }),
        ),
        attributeGroup: AttributeGroupSchema,
        values: z.record(z.string(), z.string()),
      }),
    ),
    logisticOption: z.object({ id: z.string(), name: z.string() }),
    address: AddressSchema.nullable().meta({ description: 'Null only for an in-store drop-off and collection booked without a postal address (docs/counter.md#no-address).' }),
    estimatedPrice: EstimatedPriceSchema,
    currency: CurrencySchema,
    source: z.string(),
    notes: z.array(z.string()),
    histories: z.array(z.object({ status: OrderStatusSchema, date: z.iso.datetime() })),
    warrantyStatus: z.string(),
    orderDate: z.iso.datetime(),
    estimatedCompletionDate: z.iso.datetime().meta({ description: 'When the repair should be done (the due date shown in the customer\'s order list).' }),
    isArchived: z.boolean(),
    metadata: MetadataSchema,
  })
  .meta({ id: 'OrderListItem' });
export const OrderListSchema = z.array(OrderListItemSchema).meta({ id: 'OrderList' });
export type OrderListItem = z.output<typeof OrderListItemSchema>;

const dateParam = z.union([z.iso.datetime({ offset: true }), z.iso.date()]).transform((v) => new Date(v));

/** `?status=a,b` or `?status=a&status=b`: any of these statuses (docs/counter.md#staff-table). */
const statusListParam = z
  .preprocess(
    (value) => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
    z.array(z.enum(ORDER_STATUSES)).min(1).max(ORDER_STATUSES.length),
  )
  .meta({ description: 'One status, or several: comma-separated (`received,in_repair`) or repeated.' });

export const OrderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional().meta({ description: 'Opaque; from the `Link: rel="next"` header.' }),
  status: statusListParam.optional(),
  storeId: Id.optional(),
  providerId: Id.optional(),
  bookingType: BookingTypeSchema.optional(),
  from: dateParam.optional().meta({ description: 'orderDate ≥ from (ISO date or date-time).' }),
  to: dateParam.optional().meta({ description: 'orderDate < to (ISO date or date-time).' }),
  q: z.string().trim().min(1).max(100).optional().meta({ description: 'Search: every word found in the order number, the customer’s name (any case or accent) or e-mail; digits also match the running number (66 or 000066) and the phone (any format). An atelier’s search reads the number and the name only, never the e-mail or phone (docs/atelier.md#queue).' }),
  archived: z.enum(['true', 'false', 'all']).default('all').meta({ description: 'Archived orders: only them, none, or all (default).' }),
  metadata: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,40}:.{1,500}$/s, 'key:value')
    .optional()
    .meta({ description: 'Orders whose metadata has this key with exactly this value, as `key:value` (the first colon separates them): e.g. `brandOrderId:SHOP-10442`.' }),
  updatedSince: dateParam
    .refine((d) => d.getTime() <= Date.now(), 'Not in the future')
    .optional()
    .meta({
      description:
        'Incremental sync (docs/integrators.md#sync): only orders changed at or after this instant (ISO date-time with offset, or date). A first page answers `Link: <…>; rel="sync"`, the query to run next. In the future → 422.',
    }),
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

export const SignatureBodySchema = z
  .object({
    image: z
      .string()
      .max(250_000)
      .meta({ description: 'The signature drawn on the tablet: `data:image/png;base64,…`, at most 180 KB of PNG and 2400 × 1200 px, with ink on it.' }),
  })
  .meta({ id: 'SignatureRequest' });
