import * as z from 'zod';
import { TranslatedStringSchema } from '@/lib/schemas/common';
import { WeeklySummaryBodySchema, WeeklySummarySchema } from '@/lib/schemas/weekly-summary';
import { BENCH, contract } from './contract';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Period = z.object({ from: Day, to: Day.meta({ description: 'First day after the period.' }), days: z.number().int() });
const Money = z.array(z.object({ currency: z.string(), netMinor: z.number() }));
const Totals = z.object({
  orders: z.number().int(),
  netByCurrency: Money.meta({ description: 'Payments net of refunds on orders booked in the period.' }),
  invoicedNetByCurrency: Money.meta({ description: 'Invoices issued in the period net of credit notes.' }),
  bonusGrantedByCurrency: Money,
  completed: z.number().int(),
  onTime: z.number().int(),
  medianDays: z.number().int().nullable(),
  quotesMade: z.number().int(),
  returningShare: z.number().nullable(),
  garmentsKept: z.number().int(),
  customers: z.number().int().meta({ description: 'Distinct customers who booked in the period.' }),
  repeatCustomers: z.number().int().meta({ description: 'Of them, distinct customers who had booked before.' }),
});
const Name = TranslatedStringSchema.nullable();
const Stat = {
  completed: z.number().int(),
  medianDays: z.number().int().nullable(),
  p90Days: z.number().int().nullable(),
  onTime: z.number().int().meta({ description: 'Completed before the promised date and time.' }),
  medianLateDays: z.number().int().nullable().meta({ description: 'floor((completed − promised) / 1 day): negative is early.' }),
  p90LateDays: z.number().int().nullable(),
};

export const DashboardSchema = z.object({
  period: Period,
  previousPeriod: Period.meta({ description: 'The same number of days just before.' }),
  filter: z.object({ storeId: z.string().optional(), providerId: z.string().optional(), currency: z.string().optional() }),
  ordersPerWeek: z.array(z.object({ week: Day.meta({ description: 'Monday of the ISO week.' }), status: z.string(), orders: z.number().int() })),
  revenuePerMonth: z.array(z.object({ month: z.string(), currency: z.string(), netMinor: z.number(), orders: z.number().int() })),
  invoicedPerMonth: z.array(z.object({ month: z.string(), currency: z.string(), invoicedMinor: z.number(), creditedMinor: z.number(), netMinor: z.number() })),
  bonusPerMonth: z.array(
    z.object({ month: z.string(), currency: z.string(), grantedMinor: z.number(), claimedMinor: z.number(), reimbursedMinor: z.number(), claims: z.number().int() }),
  ),
  lateOrders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      storeId: z.string(),
      providerId: z.string(),
      atelier: z.string(),
      status: z.string(),
      promisedAt: z.string(),
      orderDate: z.string(),
    }),
  ),
  turnaround: z.object({
    overall: z.object(Stat),
    perAtelier: z.array(z.object({ providerId: z.string(), name: z.string(), ...Stat })),
    perCategory: z.array(z.object({ categoryId: z.string(), name: Name, ...Stat }).meta({ description: 'Each garment counts.' })),
  }),
  mix: z.object({
    services: z.array(z.object({ kind: z.string(), subServiceId: z.string(), quantity: z.number().int(), name: Name })),
    delivery: z.array(z.object({ kind: z.string(), orders: z.number().int() })),
  }),
  quotes: z.object({
    made: z.number().int(),
    accepted: z.number().int(),
    rate: z.number().nullable(),
    acceptance: z.number().nullable(),
    perCurrency: z.array(
      z.object({ currency: z.string(), made: z.number().int(), accepted: z.number().int(), declined: z.number().int(), pending: z.number().int(), averageChangeMinor: z.number().int().nullable() }),
    ),
  }),
  customers: z.object({
    newCustomers: z.number().int().meta({ description: 'First orders booked in the period (each a new customer).' }),
    returningOrders: z.number().int().meta({ description: 'Orders booked by customers who had booked before.' }),
    returningShare: z.number().nullable().meta({ description: 'returningOrders / orders.' }),
    customers: z.number().int().meta({ description: 'Distinct customers who booked in the period, each once.' }),
    repeatCustomers: z.number().int().meta({ description: 'Distinct customers who booked in the period and had booked before (docs/dashboards.md#customers).' }),
    repeatShare: z.number().nullable().meta({ description: 'repeatCustomers / customers.' }),
  }),
  garmentsKept: z.object({
    garments: z.number().int(),
    perCategory: z.array(z.object({ categoryId: z.string(), garments: z.number().int(), name: Name })),
    impact: z.object({
      extraMonthsPerGarment: z.number(),
      footprintReductionLow: z.number(),
      footprintReductionHigh: z.number(),
      source: z.string(),
      extraMonthsOfUse: z.number(),
    }),
  }),
  totals: Totals,
  previousTotals: Totals,
});

/** The dashboard's figures (issue 37, docs/dashboards.md). */
export const dashboard = contract({
  tags: ['Admin'],
  auth: BENCH,
  method: 'get',
  path: '/api/sip/admin/dashboard',
  operationId: 'dashboard',
  summary: 'Dashboard figures for a period, store, atelier and currency, with the previous period',
  description:
    'Orders booked per week by status, money received per month and currency net of refunds, invoiced net of credit notes, Bonus Réparation granted/claimed/reimbursed per month, turnaround and lateness against the promise (median, p90) per atelier and category, services and delivery mix, quotes, returning customers, garments kept in use with an impact estimate, orders late now (open past their promised date, at most 50, oldest promise first) and the headline totals of this period and the previous one of the same length. Read from rollups the writing transactions keep (docs/dashboards.md#rollup, #facts). Days are UTC. Inverted, over-long (731 days) or future periods, unknown stores or ateliers → 422. Staff see their store only: another store’s figures 404.',
  query: z.object({
    from: Day.meta({ description: 'First day (included).' }),
    to: Day.meta({ description: 'Last day (included).' }),
    storeId: z.string().min(1).optional(),
    providerId: z.string().min(1).optional().meta({ description: 'The atelier.' }),
    currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  }),
  responses: { 200: { description: 'The figures.', schema: DashboardSchema } },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

/** The weekly summary e-mail (docs/dashboards.md#weekly-summary): the caller opts in or out. */
export const setWeeklySummary = contract({
  tags: ['Admin'],
  auth: BENCH,
  method: 'put',
  path: '/api/sip/admin/dashboard/weekly-summary',
  operationId: 'setWeeklySummary',
  summary: 'Opt in or out of the weekly summary e-mail',
  description:
    'Every Monday (within the hour after 00:00 UTC) the caller receives the dashboard of the week that ended, as its own scope sees it (a store’s staff their store, an atelier its work, an admin every store): orders booked, completed and on time, money received net of refunds, garments kept in use, each beside the week before, and the orders late now. In the language given here. API keys cannot opt in (403): the e-mail goes to a person.',
  body: { schema: WeeklySummaryBodySchema },
  responses: { 200: { description: 'The caller’s choice as stored.', schema: WeeklySummarySchema } },
  errors: ['validation_failed', 'unauthorized', 'forbidden'],
});
