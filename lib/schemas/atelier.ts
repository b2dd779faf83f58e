import * as z from 'zod';
import { PROVIDER_UPLOAD_TAGS } from './constants';
import { MonthSchema } from './invoices';
import { PhotoKeySchema } from './photos';

export const ProviderUploadsBodySchema = z
  .object({
    keys: z.array(PhotoKeySchema).min(1).max(10).meta({ description: 'The `key` of each photo, as POST /api/sip/photos answered it.' }),
    tag: z.enum(PROVIDER_UPLOAD_TAGS),
  })
  .meta({ id: 'ProviderUploadsRequest' });
export type ProviderUploadsBody = z.output<typeof ProviderUploadsBodySchema>;

/** A calendar month in Paris, YYYY-MM (the claim file's months); anything else → 422. */
const StatementMonth = MonthSchema.meta({ description: 'The month, YYYY-MM: a calendar month in Paris, as the Bonus Réparation claim file’s.' });
export const PayoutStatementQuerySchema = z.object({ month: StatementMonth });
export const PayoutStatementPaidBodySchema = z
  .object({ month: StatementMonth, reference: z.string().trim().max(140).default('').meta({ description: 'The transfer’s reference (bank), printed on the statement.' }) })
  .meta({ id: 'PayoutStatementPaidRequest' });

const Money = z.number().meta({ description: 'Major units (12.5 = €12.50), exact to the cent.' });
export const PayoutStatementSchema = z
  .object({
    provider: z.object({ id: z.string(), name: z.string() }),
    month: z.string(),
    timeZone: z.string().meta({ description: 'The zone the month is counted in (Europe/Paris).' }),
    status: z.enum(['open', 'due', 'paid']).meta({ description: '`open`: the month is not over; `due`: over, not paid yet; `paid`: an admin marked it paid (its lines then stay as paid).' }),
    paidAt: z.string().nullable(),
    reference: z.string(),
    lines: z.array(
      z.object({
        invoiceNumber: z.string(),
        kind: z.enum(['invoice', 'credit_note']),
        issuedAt: z.string(),
        orderId: z.string(),
        orderNumber: z.string(),
        storeName: z.string(),
        currency: z.string(),
        invoiced: Money.meta({ description: 'The price invoiced incl. VAT: the customer’s share plus the Bonus Réparation (negative on a credit note).' }),
        bonus: Money,
        atelierShare: Money.meta({ description: 'The atelier’s share by the commission contract (`comissions.serviceProvider.fee`); a credit note takes it back.' }),
      }),
    ),
    totals: z.array(z.object({ currency: z.string(), lines: z.number().int(), invoiced: Money, bonus: Money, atelierShare: Money })),
  })
  .meta({ id: 'PayoutStatement' });
export type PayoutStatement = z.output<typeof PayoutStatementSchema>;
