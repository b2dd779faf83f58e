import * as z from 'zod';

// zod mirrors of lib/pricing/wire-types.ts: the interface's pricing shapes (money in major units).

export const FeeSchema = z
  .object({
    variables: z.array(z.string()).meta({ description: 'The amounts (by name) the percentage applies to.' }),
    percentage: z.number(),
    fixed: z.number().default(0).meta({ description: 'The fixed part, in major units (0 in orders stored before it was sent).' }),
    fee: z.number(),
  })
  .meta({ id: 'Fee', description: 'The interface `fee object`: `fee = fixed + percentage / 100 × Σ variables`, each amount rounded to the cent (docs/integrators.md#fees).' });

export const AppliedOfferSchema = z
  .object({
    id: z.string(),
    _id: z.string(),
    name: z.string(),
    type: z.enum(['fixed', 'percentage']),
    isRepairFund: z.boolean(),
    repairFundService: z.string(),
    percentage: z.number().nullable(),
    amount: z.number(),
    subServiceId: z.string(),
  })
  .meta({ id: 'AppliedOffer' });

export const BasketSchema = z
  .object({
    isValidated: z.boolean(),
    step: z.string(),
    currency: z.string(),
    bookingType: z.string(),
    note: z.array(z.object({ role: z.string(), message: z.string(), itemId: z.string() })),
    costToUser: z.object({
      total: z.number(),
      totalService: z.number(),
      serviceFee: FeeSchema,
      vat: z.number().meta({ description: 'VAT rate (0.2 = 20 %); prices include VAT.' }),
      originalTotal: z.number(),
      offerDiscount: z.number(),
      repairFund: z.number().meta({ description: 'Bonus Réparation deducted (EUR, French stores, labelled ateliers).' }),
      codeDiscount: z.number(),
      totalDiscount: z.number(),
      delivery: z.number(),
      insurance: z.number().default(0).meta({ description: 'The transport insurance premium of the declared value (added; 0 when uninsured or for warranty; docs/insurance.md).' }),
      vatAmount: z.number(),
    }),
    discountCode: z
      .object({ code: z.string(), type: z.enum(['percentage', 'fixed']), percentage: z.number().nullable(), amount: z.number() })
      .nullable(),
    items: z.array(
      z.object({
        appliedDiscountOffer: z.array(AppliedOfferSchema).nullable(),
        isRevoked: z.boolean(),
        itemId: z.string(),
        servicePrices: z.number(),
        originalPrice: z.number(),
        subServiceIds: z.string(),
        offerDiscount: z.number(),
        repairFund: z.number(),
        netPrice: z.number(),
      }),
    ),
    answer: z
      .enum(['accepted', 'declined'])
      .nullable()
      .optional()
      .meta({ description: 'A quote basket: the customer’s answer, null while pending (added on orders).' }),
  })
  .meta({ id: 'Basket' });

export const CommissionsSchema = z
  .object({
    platformFee: FeeSchema,
    serviceProvider: FeeSchema,
    operator: FeeSchema,
    partner: FeeSchema,
    paymentFee: FeeSchema,
    deliveryCompanyFee: z.number(),
    insuranceFee: z.number().default(0).meta({ description: 'The insurance premium passed on to the carrier’s insurer (added; docs/insurance.md#ledger).' }),
  })
  .meta({ id: 'Comissions' });

export const PricingSchema = z
  .object({ originalPriceBasketIndex: z.number().int(), baskets: z.array(BasketSchema), comissions: CommissionsSchema })
  .meta({ id: 'Pricing' });

export const EstimatedPriceSchema = z
  .object({
    estimatedPrice: z.number(),
    vat: z.number(),
    serviceFee: z.number(),
    deliveryFee: z.number(),
    insuranceFee: z.number().default(0).meta({ description: 'The transport insurance premium in estimatedPrice (added; docs/insurance.md).' }),
    taxAmount: z.number(),
    servicesPrices: z.number(),
    totalDiscount: z.number(),
    appliedDiscounts: z.array(
      z.object({ type: z.enum(['offer', 'repair_fund', 'discount_code']), value: z.number(), id: z.string().optional(), name: z.string().optional() }),
    ),
    originalPrice: z.number(),
  })
  .meta({ id: 'EstimatedPrice' });
