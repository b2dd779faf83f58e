import * as z from 'zod';

const Id = z.string().trim().min(1).max(64);

export const CLAIM_STATUSES = ['to_file', 'filed', 'paid', 'refused'] as const;
export const REISSUE_REASONS = ['payment_corrected', 'quote_revised', 'correction'] as const;

export const InvoicePdfQuerySchema = z.object({ number: z.string().trim().regex(/^[FA]-\d{4}-[A-Z]{3}-\d{6}$/).optional() });

export const InvoiceReissueBodySchema = z.object({ reason: z.enum(REISSUE_REASONS).default('correction') }).meta({ id: 'InvoiceReissueRequest' });

/** A calendar month, YYYY-MM; anything else (2026-13, 26-01) is refused with 422. */
export const MonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM');

export const ClaimQuerySchema = z.object({ provider: Id, month: MonthSchema });

export const ClaimStatusBodySchema = z
  .object({ provider: Id, month: MonthSchema, ids: z.array(Id).min(1).max(1000), status: z.enum(CLAIM_STATUSES), note: z.string().trim().max(500).default('') })
  .meta({ id: 'ClaimStatusChange' });

export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const ClaimLineSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  storeId: z.string(),
  repairCategory: z.string(),
  repairCategoryName: z.string(),
  service: z.string(),
  currency: z.string(),
  bonus: z.number(),
  priceBefore: z.number(),
  priceAfter: z.number(),
  postalCode: z.string(),
  country: z.string(),
  status: z.enum(CLAIM_STATUSES),
  note: z.string(),
});

export const ClaimWarningSchema = z.object({
  code: z.enum(['bonus_without_invoice', 'bonus_differs', 'bonus_not_labelled']),
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  invoiceBonus: z.number().nullable(),
  orderBonus: z.number().nullable(),
});

export const ClaimReportSchema = z
  .object({
    provider: z.object({ id: z.string(), name: z.string(), labelled: z.boolean() }),
    month: z.string(),
    lines: z.array(ClaimLineSchema),
    totals: z.object({ count: z.number(), bonus: z.number(), byStatus: z.record(z.string(), z.number()) }),
    warnings: z.array(ClaimWarningSchema),
  })
  .meta({ id: 'ClaimReport' });

export type ClaimLine = z.infer<typeof ClaimLineSchema>;
export type ClaimWarning = z.infer<typeof ClaimWarningSchema>;
export type ClaimReport = z.infer<typeof ClaimReportSchema>;

export const InvoiceViewSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: 'F-<year>-<store code>-<000123> (invoices) or A-… (credit notes); gap-free per store, year and series.' }),
    kind: z.enum(['invoice', 'credit_note']),
    issuedAt: z.string(),
    inForce: z.boolean().meta({ description: 'The invoice no credit note cancels.' }),
    credits: z.string().nullable().meta({ description: 'A credit note: the number of the invoice it cancels.' }),
    document: z.object({}).loose().meta({ description: 'Everything the invoice prints, frozen at issue: seller, customer, lines (the Bonus Réparation on a line of its own), VAT per rate, totals, payments, due. Amounts in minor units.' }),
  })
  .meta({ id: 'Invoice' });
