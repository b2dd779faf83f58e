import * as z from 'zod';
import { PAYEE_ROLES, PROVIDER_UPLOAD_TAGS } from './constants';
import { MonthSchema } from './invoices';
import { OrderStatusSchema } from './orders';
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
/** What every payout statement carries, the atelier's and an operator's or partner's (docs/atelier.md#payee-statements). */
const statementHead = {
  month: z.string(),
  timeZone: z.string().meta({ description: 'The zone the month is counted in (Europe/Paris).' }),
  status: z.enum(['open', 'due', 'paid']).meta({ description: '`open`: the month is not over; `due`: over, not paid yet; `paid`: an admin marked it paid (its lines then stay as paid).' }),
  paidAt: z.string().nullable(),
  reference: z.string(),
};
const statementLine = {
  invoiceNumber: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  storeName: z.string(),
  currency: z.string(),
  invoiced: Money.meta({ description: 'The price invoiced incl. VAT: the customer’s share plus the Bonus Réparation (negative on a credit note).' }),
  bonus: Money,
};
const statementTotal = { currency: z.string(), lines: z.number().int(), invoiced: Money, bonus: Money };

export const PayoutStatementSchema = z
  .object({
    provider: z.object({ id: z.string(), name: z.string() }),
    ...statementHead,
    lines: z.array(
      z.object({
        ...statementLine,
        atelierShare: Money.meta({ description: 'The atelier’s share by the commission contract (`comissions.serviceProvider.fee`); a credit note takes it back.' }),
      }),
    ),
    totals: z.array(z.object({ ...statementTotal, atelierShare: Money })),
  })
  .meta({ id: 'PayoutStatement' });
export type PayoutStatement = z.output<typeof PayoutStatementSchema>;

const PayeeRoleSchema = z.enum(PAYEE_ROLES).meta({ description: 'Which fee of the commission split the payee is paid: `comissions.operator` or `comissions.partner`.' });
export const PayeeSchema = z
  .object({ id: z.string(), role: PayeeRoleSchema, name: z.string(), email: z.string() })
  .meta({ id: 'Payee' });
export type Payee = z.output<typeof PayeeSchema>;

export const PayeeStatementSchema = z
  .object({
    payee: PayeeSchema,
    ...statementHead,
    lines: z.array(
      z.object({
        ...statementLine,
        share: Money.meta({ description: 'The payee’s share by the store’s commission contract (`comissions.operator.fee` or `comissions.partner.fee`); a credit note takes it back.' }),
      }),
    ),
    totals: z.array(z.object({ ...statementTotal, share: Money })),
  })
  .meta({ id: 'PayeeStatement' });
export type PayeeStatement = z.output<typeof PayeeStatementSchema>;

export const PayeeCreateBodySchema = z
  .object({
    role: PayeeRoleSchema,
    name: z.string().trim().min(1).max(140).meta({ description: 'As printed on its statements; unique per role.' }),
    email: z.union([z.literal(''), z.email().max(254)]).default('').meta({ description: 'Where its statements go, may be empty.' }),
  })
  .meta({ id: 'PayeeCreateRequest' });

export const StorePayeesBodySchema = z
  .object({
    operator: z.string().max(100).nullable().meta({ description: 'The payee of the operator’s fee from now on (a payee of role `operator`), or null for none.' }),
    partner: z.string().max(100).nullable().meta({ description: 'The payee of the partner’s fee from now on (a payee of role `partner`), or null for none.' }),
  })
  .meta({ id: 'StorePayeesRequest' });
export type StorePayeesBody = z.output<typeof StorePayeesBodySchema>;

export const PayeesSchema = z
  .object({
    payees: z.array(PayeeSchema),
    stores: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        operator: z.string().nullable().meta({ description: 'The payee id named now for the operator’s fee, or null.' }),
        partner: z.string().nullable().meta({ description: 'The payee id named now for the partner’s fee, or null.' }),
      }),
    ),
  })
  .meta({ id: 'Payees' });
export type Payees = z.output<typeof PayeesSchema>;

// --- The atelier's queue as JSON (docs/atelier.md#queue-api): the bench page's data ---

/** The queue's views: everything, the two flags, the five lanes (lib/atelier/queue.ts QUEUE_VIEWS). */
export const QUEUE_VIEW_NAMES = ['all', 'late', 'due_soon', 'arriving_today', 'on_the_way', 'received', 'to_quote', 'in_repair'] as const;
const QueueLaneSchema = z.enum(['arriving_today', 'on_the_way', 'received', 'to_quote', 'in_repair']);

export const AtelierQueueQuerySchema = z.object({
  view: z.enum(QUEUE_VIEW_NAMES).default('all').meta({ description: 'One view of the queue: everything, late, due soon, or one lane.' }),
  after: z
    .string()
    .regex(/^\d{1,15}~[\w-]{1,100}$/)
    .optional()
    .meta({ description: 'The `next` of the previous page: the page goes on strictly after that card (a keyset, due date then id).' }),
  q: z.string().trim().max(200).optional().meta({ description: 'Search within the queue: the order number (running number too) and the customer’s name, never the e-mail or phone.' }),
});

const QueueEntrySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: OrderStatusSchema,
  version: z.number().int().meta({ description: 'The order’s version: If-Match of the next transition.' }),
  storeName: z.string(),
  garments: z.array(z.string()).meta({ description: 'The garments’ names, in item order.' }),
  due: z.string().meta({ description: '`estimatedCompletionDate`, ISO 8601.' }),
  expectedArrival: z.string().meta({ description: 'When it reaches the bench: order date + the option’s onward transit days in the store’s working days.' }),
  timeZone: z.string().meta({ description: 'The store’s zone, where its days start.' }),
  lane: QueueLaneSchema,
  late: z.boolean().meta({ description: 'Its date has passed.' }),
  dueSoon: z.boolean().meta({ description: 'Not late, due within 2 days.' }),
  willMiss: z.boolean().meta({ description: 'Not late yet, but the queue ahead of it at the weekly capacity already ends after its date (docs/atelier.md#forecast).' }),
  next: z.enum(['received', 'in_repair', 'repaired']).nullable().meta({ description: 'The atelier’s next step on it, or null (waiting on the store or the customer).' }),
});

const count = z.number().int();
export const AtelierQueueSchema = z
  .object({
    providerId: z.string(),
    view: z.enum(QUEUE_VIEW_NAMES),
    q: z.string(),
    counts: z
      .object({ all: count, late: count, due_soon: count, arriving_today: count, on_the_way: count, received: count, to_quote: count, in_repair: count })
      .meta({ description: 'Each view’s count of the whole queue, whatever is searched or paged.' }),
    entries: z.array(QueueEntrySchema).meta({ description: 'At most 40, soonest due first.' }),
    next: z.string().nullable().meta({ description: 'The cursor of the next page (`after`), or null on the last.' }),
  })
  .meta({ id: 'AtelierQueue' });
export type AtelierQueue = z.output<typeof AtelierQueueSchema>;
