import * as z from 'zod';
import { BENCH, contract } from './contract';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Period = z.object({ from: Day, to: Day.meta({ description: 'First day after the period.' }), days: z.number().int() });
const Totals = z.object({ orders: z.number().int(), netByCurrency: z.array(z.object({ currency: z.string(), netMinor: z.number() })) });

export const DashboardSchema = z.object({
  period: Period,
  previousPeriod: Period.meta({ description: 'The same number of days just before.' }),
  filter: z.object({ storeId: z.string().optional(), providerId: z.string().optional(), currency: z.string().optional() }),
  ordersPerWeek: z.array(z.object({ week: Day.meta({ description: 'Monday of the ISO week.' }), status: z.string(), orders: z.number().int() })),
  revenuePerMonth: z.array(z.object({ month: z.string(), currency: z.string(), netMinor: z.number(), orders: z.number().int() })),
  lateOrders: z.array(
    z.object({ id: z.string(), orderNumber: z.string(), storeId: z.string(), providerId: z.string(), status: z.string(), promisedAt: z.string(), orderDate: z.string() }),
  ),
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
    'Orders booked per week by status, money received per month and currency net of refunds, orders late now (open past their promised date, at most 50, oldest promise first) and the totals of this period and the previous one of the same length. Read from a rollup the orders’ own transactions keep (docs/dashboards.md#rollup). Days are UTC. Inverted, over-long (731 days) or future periods, unknown stores or ateliers → 422. Staff see their store only: another store’s figures 404.',
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
