import * as z from 'zod';

// The interface's `insurance` objects (cart and order), typed in full (docs/insurance.md).
/** Above this (100,000.00 in any currency) a declared value is taken for a typing error, not a garment (docs/insurance.md). */
export const MAX_DECLARED_MINOR = 100_000_00;

export const INSURANCE_STATUSES = ['no_insurance', 'insured'] as const;

const fields = {
  status: z.enum(INSURANCE_STATUSES).meta({ description: '`insured` once the customer asked for it or declared a value above the option’s threshold.' }),
  estimatedItemPrice: z.number().nullable().meta({ description: 'The item’s declared value, major units; null when none was declared.' }),
  price: z.number().nullable().meta({ description: 'The insurance premium, major units (a rate of the value with a minimum, capped at the carrier’s maximum cover); null when uninsured.' }),
};

export const CartInsuranceSchema = z.object(fields).meta({ id: 'CartInsurance' });

export const OrderInsuranceSchema = z
  .object({
    ...fields,
    parcelId: z.string().nullable().meta({ description: 'The parcel’s id, set when the postal label is first generated and printed on it; null before, and for options without a label.' }),
  })
  .meta({ id: 'OrderInsurance' });
