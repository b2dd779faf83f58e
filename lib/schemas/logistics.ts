import * as z from 'zod';
import { AddressSchema, CurrencySchema } from './common';

/** ?format of GET /api/sip/orders/{id}/label.pdf: an A6 label, or A4 with the label in a quarter. */
export const LabelQuerySchema = z.object({ format: z.enum(['a6', 'a4']).default('a6') }).meta({ id: 'LabelQuery' });

/** A home pick-up slot: start and end instants (docs/decisions.md#pickup-slots). */
export const SlotSchema = z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }).meta({ id: 'PickupSlot' });
export const FreeSlotSchema = SlotSchema.extend({ free: z.number().int() }).meta({ id: 'FreePickupSlot' });

/** A store's opening hours: ISO weekday 1–7 and local HH:MM times. */
export const OpeningHoursSchema = z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() })).meta({ id: 'OpeningHours' });

/** Where an in-store option's item is brought and collected (added to the interface's shapes). */
export const StoreInfoSchema = z
  .object({ name: z.string(), address: AddressSchema, phone: z.string(), country: z.string(), timeZone: z.string(), openingHours: OpeningHoursSchema })
  .meta({ id: 'StoreInfo' });

export type StoreInfo = z.output<typeof StoreInfoSchema>;
export type Slot = z.output<typeof SlotSchema>;
export type FreeSlot = z.output<typeof FreeSlotSchema>;

export const PAYMENT_METHOD_VALUES = ['card_terminal', 'cash', 'bank_transfer', 'voucher'] as const;
export type PaymentMethodValue = (typeof PAYMENT_METHOD_VALUES)[number];

export const PaymentBodySchema = z
  .object({
    amount: z.number().refine((n) => n !== 0 && Math.abs(n) <= 1_000_000, 'A non-zero amount, in major units').meta({ description: 'Major units; negative = refund (admins).' }),
    currency: CurrencySchema,
    method: z.enum(PAYMENT_METHOD_VALUES),
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'PaymentRequest' });
export type PaymentBody = z.output<typeof PaymentBodySchema>;

export const PaymentSchema = z
  .object({
    id: z.string(),
    amount: z.number(),
    currency: CurrencySchema,
    method: z.string(),
    note: z.string(),
    by: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.output<typeof PaymentSchema>;

/** A card refund's state (docs/payments.md#refund-retries). */
export const ONLINE_REFUND_STATUSES = ['pending', 'sent', 'failed'] as const;

/** A staff refund to the card as POST /api/sip/orders/{id}/online-refunds answers it (docs/payments.md#staff-refunds). */
export const OnlineRefundSchema = z
  .object({
    id: z.string(),
    status: z.enum(ONLINE_REFUND_STATUSES).meta({ description: 'sent: Stripe took it; pending: Stripe failed or was unreachable, retried with backoff; failed: Stripe refused it.' }),
    amount: z.number().meta({ description: 'Major units, as asked.' }),
    refunded: z.number().meta({ description: 'Major units Stripe took so far (0 while pending).' }),
    refunds: z.array(z.string()).meta({ description: 'Stripe’s refund ids (re_…).' }),
  })
  .meta({ id: 'OnlineRefund' });

export const PaymentsSummarySchema = z
  .object({
    payments: z.array(PaymentSchema),
    paid: z.number(),
    due: z.number(),
    refundOwed: z.number().meta({ description: 'What the customer is still owed back and nothing is on its way for: all that was paid on a cancelled order, what was paid above the total otherwise, less the card refunds queued or sent and not yet confirmed.' }),
    isPayed: z.boolean(),
    hasPaymentConfirmation: z.boolean(),
    onlineRefunds: z
      .array(
        z.object({
          id: z.string(),
          amount: z.number(),
          currency: CurrencySchema,
          reason: z.string().meta({ description: 'cancelled, quote (a declined or reduced quote), or staff (a staff refund to the card).' }),
          status: z.enum(ONLINE_REFUND_STATUSES).meta({ description: 'pending: to send, or sent and failed, retried with backoff; sent: Stripe took it (recorded as a negative payment once it confirms); failed: given up, for staff to handle.' }),
          attempts: z.number().int(),
          nextAttemptAt: z.iso.datetime().nullable(),
          lastError: z.string().nullable(),
          refunds: z.array(z.string()).meta({ description: 'Stripe’s refund ids (re_…).' }),
          createdAt: z.iso.datetime(),
        }),
      )
      .meta({ description: 'Refunds to the card Reprise owes and sends itself (docs/payments.md#refund-retries), oldest first.' }),
  })
  .meta({ id: 'OrderPayments' });
export type PaymentsSummary = z.output<typeof PaymentsSummarySchema>;
