import * as z from 'zod';
import { AddressSchema, NumberCurrencyMapSchema, TranslatedStringSchema } from '@/lib/schemas/common';
import { QuoteViewSchema } from '@/lib/schemas/order-life';
import { OrderCommentSchema, OrderRequestSchema, ProviderUploadSchema } from '@/lib/schemas/thread';
import { ImageSchema } from '@/lib/schemas/photos';
import { BasketSchema } from '@/lib/schemas/pricing';

/**
 * The parts of an Order (create-response shape, docs/interface.md#shapes) the customer pages read.
 * Loose on purpose: the server's full schema adds fields, and the pages ignore them.
 */
export const OrderViewSchema = z.looseObject({
  id: z.string(),
  orderId: z.string().optional(),
  orderNumber: z.string(),
  status: z.string().optional(),
  orderDate: z.string(),
  estimatedCompletionDate: z.string().nullable().optional(),
  paymentMethod: z.string(),
  currencyCode: z.string(),
  language: z.string().optional(),
  bookingType: z.string().optional(),
  discountCode: z.string().nullable().optional(),
  isRevoked: z.boolean().optional(),
  isCompleted: z.boolean().optional(),
  histories: z.array(z.looseObject({ status: z.string(), date: z.string(), note: z.string().nullable().optional() })).default([]),
  pricing: z.looseObject({ originalPriceBasketIndex: z.number().int().default(0), baskets: z.array(BasketSchema) }),
  items: z.array(
    z.looseObject({
      id: z.string().optional(),
      itemId: z.string().optional(),
      name: z.string().optional(),
      images: z.array(ImageSchema).default([]),
      subServices: z
        .array(
          z.looseObject({
            subServiceId: z.string(),
            quantity: z.number().int().optional(),
            price: NumberCurrencyMapSchema,
            originalPrice: NumberCurrencyMapSchema.optional(),
            displayName: TranslatedStringSchema.optional(),
            name: TranslatedStringSchema.optional(),
          }),
        )
        .default([]),
    }),
  ),
  store: z
    .looseObject({
      name: z.string().optional(),
      country: z.string().optional(),
      timeZone: z.string().optional(),
      address: AddressSchema.partial().optional(),
      phone: z.string().optional(),
      openingHours: z.array(z.object({ day: z.number(), opens: z.string(), closes: z.string() })).optional(),
    })
    .nullable()
    .optional(),
  paid: z.number().optional(),
  due: z.number().optional(),
  logisticOption: z
    .looseObject({
      name: z.string(),
      displayName: TranslatedStringSchema,
      instructions: TranslatedStringSchema.optional(),
      kind: z.string().optional(),
      slot: z.object({ start: z.string(), end: z.string() }).optional(),
    })
    .nullable()
    .optional(),
  address: AddressSchema.partial().nullable().optional(),
  customer: z.looseObject({ email: z.string().optional(), givenName: z.string().optional(), familyName: z.string().optional(), phone: z.string().optional() }).nullable().optional(),
  /** Sent back as If-Match with the customer's answer or cancellation. */
  version: z.number().int().optional(),
  quote: QuoteViewSchema.nullable().optional(),
  /** The thread and the atelier's photos (docs/atelier.md#messages, #photos). */
  comments: z.array(OrderCommentSchema).default([]),
  requests: z.array(OrderRequestSchema).default([]),
  providerUploads: z.array(ProviderUploadSchema).default([]),
});
export type OrderView = z.output<typeof OrderViewSchema>;

export const OrderSummaryListSchema = z.array(
  z.looseObject({
    id: z.string(),
    orderNumber: z.string().optional(),
    status: z.string(),
    orderDate: z.string(),
    provider: z.looseObject({ displayName: z.string().optional() }).nullable().optional(),
    estimatedPrice: z.looseObject({ estimatedPrice: z.number() }).optional(),
    currencyCode: z.string().optional(),
    /** The list answer names it `currency` (the order view `currencyCode`). */
    currency: z.string().optional(),
    estimatedCompletionDate: z.string().optional(),
    /** Its dates are shown in the store's time (docs/decisions.md#time-zones). */
    store: z.looseObject({ country: z.string().optional(), timeZone: z.string().optional() }).optional(),
    items: z.array(z.looseObject({ clothesCategory: z.looseObject({ name: TranslatedStringSchema.optional() }).optional() })).default([]),
  }),
);
export type OrderListItem = z.output<typeof OrderSummaryListSchema>[number];
