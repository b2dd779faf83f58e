import * as z from 'zod';
import { LocaleSchema } from './common';
import { ORDER_STATUSES } from './constants';
import { PAYMENT_METHOD_VALUES } from './logistics';

/** How a payment or refund was recorded: at the counter, or online through the processor (docs/payments.md). */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHOD_VALUES, 'card_online'] as const;
export const ORDER_SOURCES = ['store', 'web', 'api'] as const;

const day = z.iso.date().meta({ description: 'A calendar day in the store’s time zone, `YYYY-MM-DD`.' });

export const DayReportQuerySchema = z.object({
  storeId: z.string().min(1).max(100).meta({ description: 'The store (staff: their own; another store answers 404).' }),
  date: day.optional().meta({ description: 'The day to report (default: today in the store’s time zone).' }),
  format: z.enum(['json', 'csv', 'csv-rfc4180']).optional().meta({ description: '`csv`: the locale’s spreadsheet dialect (semicolons and decimal commas in fr, de, es); `csv-rfc4180`: plain RFC 4180.' }),
  lang: LocaleSchema.optional().meta({ description: 'Language of the CSV’s labels (else Accept-Language).' }),
});
export type DayReportQuery = z.output<typeof DayReportQuerySchema>;

const MoneyLineSchema = z.object({
  method: z.enum(RECORDED_PAYMENT_METHODS).meta({ description: 'How it was paid or refunded.' }),
  currency: z.string(),
  count: z.int().nonnegative(),
  amount: z.int().nonnegative().meta({ description: 'Total in minor units (cents), positive for refunds too.' }),
});

export const DayReportSchema = z
  .object({
    store: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
    date: day,
    from: z.iso.datetime({ offset: true }).meta({ description: 'First instant of the day in the store’s zone.' }),
    to: z.iso.datetime({ offset: true }).meta({ description: 'First instant of the next day.' }),
    payments: z.array(MoneyLineSchema).meta({ description: 'Payments recorded on the store’s orders that day, by method and currency.' }),
    refunds: z.array(MoneyLineSchema).meta({ description: 'Refunds recorded that day, by method and currency.' }),
    net: z.array(z.object({ currency: z.string(), amount: z.int().meta({ description: 'Payments minus refunds, minor units.' }) })),
    booked: z.array(z.object({ source: z.enum(ORDER_SOURCES), count: z.int().nonnegative() })).meta({ description: 'Orders booked that day, by source (`store` counter, `web`, `api`).' }),
    movements: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.int().nonnegative() })).meta({ description: 'Orders that reached each status that day (`received`, `completed` = collected, `cancelled`…).' }),
  })
  .meta({ id: 'DayReport' });
export type DayReport = z.output<typeof DayReportSchema>;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];
export type OrderSource = (typeof ORDER_SOURCES)[number];
