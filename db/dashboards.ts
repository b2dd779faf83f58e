import { and, asc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { clothesCategories, dashboardCustomers, dashboardDaily, dashboardFacts, orders, providers, storeProviders, stores, subServices } from './schema';

/** What a dashboard narrows to: days [from, to) as YYYY-MM-DD, and optional store, atelier, currency. */
export type DashboardFilter = { from: string; to: string; storeId?: string; providerId?: string; currency?: string };

function rollupWhere(f: DashboardFilter): SQL | undefined {
  return and(
    gte(dashboardDaily.day, f.from),
    lt(dashboardDaily.day, f.to),
    f.storeId ? eq(dashboardDaily.storeId, f.storeId) : undefined,
    f.providerId ? eq(dashboardDaily.providerId, f.providerId) : undefined,
    f.currency ? eq(dashboardDaily.currency, f.currency) : undefined,
  );
}

/** Orders booked per ISO week (its Monday) and current status, from the rollup. */
export async function ordersPerWeek(db: Executor, f: DashboardFilter): Promise<{ week: string; status: string; orders: number }[]> {
  const week = sql<string>`to_char(date_trunc('week', ${dashboardDaily.day}), 'YYYY-MM-DD')`;
  return db
    .select({ week, status: dashboardDaily.status, orders: sql<number>`sum(${dashboardDaily.orders})::int` })
    .from(dashboardDaily)
    .where(rollupWhere(f))
    .groupBy(week, dashboardDaily.status)
    .having(sql`sum(${dashboardDaily.orders}) <> 0`)
    .orderBy(asc(week), asc(dashboardDaily.status));
}

/**
 * Money received per month of booking and currency, net of refunds (orders.paid_minor: payments,
 * refunds negative, docs/decisions.md#payments), cancelled orders included (their refunds count).
 */
export async function revenuePerMonth(db: Executor, f: DashboardFilter): Promise<{ month: string; currency: string; netMinor: number; orders: number }[]> {
  const month = sql<string>`to_char(${dashboardDaily.day}, 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: dashboardDaily.currency,
      netMinor: sql<number>`sum(${dashboardDaily.paidMinor})::float8`,
      orders: sql<number>`sum(${dashboardDaily.orders})::int`,
    })
    .from(dashboardDaily)
    .where(rollupWhere(f))
    .groupBy(month, dashboardDaily.currency)
    .having(sql`sum(${dashboardDaily.orders}) <> 0`)
    .orderBy(asc(month), asc(dashboardDaily.currency));
}

const CLOSED = ['completed', 'cancelled'];

/**
 * Orders open past their promised date now, oldest promise first: read through the due-date
 * indexes (orders_due_idx, orders_store_due_idx), only the late ones, at most `limit`.
 */
export async function lateOrders(db: Executor, f: Omit<DashboardFilter, 'from' | 'to'>, now: Date, limit = 50) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      storeId: orders.storeId,
      providerId: orders.providerId,
      status: orders.status,
      promisedAt: orders.estimatedCompletionDate,
      orderDate: orders.orderDate,
    })
    .from(orders)
    .where(
      and(
        lt(orders.estimatedCompletionDate, now),
        notInArray(orders.status, CLOSED as never[]),
        eq(orders.isArchived, false),
        eq(orders.livemode, true), // test orders are in no dashboard (docs/integrators.md#test-mode)
        f.storeId ? eq(orders.storeId, f.storeId) : undefined,
        f.providerId ? eq(orders.providerId, f.providerId) : undefined,
        f.currency ? eq(orders.currency, f.currency as never) : undefined,
      ),
    )
    .orderBy(asc(orders.estimatedCompletionDate), asc(orders.id))
    .limit(limit);
}

/**
 * Distinct customers who booked in the period, and of them those who had booked before (one of
 * their orders in the period is a returning one), from dashboard_customers
 * (docs/dashboards.md#customers): a customer counts once however many days, stores or ateliers.
 */
export async function distinctCustomers(db: Executor, f: DashboardFilter): Promise<{ customers: number; repeatCustomers: number }> {
  // One row per customer first (a hash aggregate), then counted: count(distinct) sorts every row
  // of the period, about one per order (a third of a million over a year at 1M orders).
  const perCustomer = db
    .select({ customerId: dashboardCustomers.customerId, repeat: sql<boolean>`bool_or(${dashboardCustomers.returningOrders} > 0)`.as('repeat') })
    .from(dashboardCustomers)
    .where(
      and(
        gte(dashboardCustomers.day, f.from),
        lt(dashboardCustomers.day, f.to),
        sql`${dashboardCustomers.orders} > 0`,
        f.storeId ? eq(dashboardCustomers.storeId, f.storeId) : undefined,
        f.providerId ? eq(dashboardCustomers.providerId, f.providerId) : undefined,
        f.currency ? eq(dashboardCustomers.currency, f.currency) : undefined,
      ),
    )
    .groupBy(dashboardCustomers.customerId)
    .as('per_customer');
  const [row] = await db
    .select({ customers: sql<number>`count(*)::int`, repeatCustomers: sql<number>`(count(*) filter (where ${perCustomer.repeat}))::int` })
    .from(perCustomer);
  return { customers: row?.customers ?? 0, repeatCustomers: row?.repeatCustomers ?? 0 };
}

/** Which of the ids are stores / ateliers that exist. */
export async function knownStores(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids))).map((r) => r.id));
}
export async function knownProviders(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, ids))).map((r) => r.id));
}

/**
 * Whether a store has anything to do with an atelier (docs/dashboards.md#access): the atelier
 * serves it (store_providers), or it has worked on one of the store's orders (a transfer to an
 * atelier the store is not linked to), read from the rollup's (store, provider) rows.
 */
export async function storeWorksWith(db: Executor, storeId: string, providerId: string): Promise<boolean> {
  const linked = await db
    .select({ one: sql<number>`1` })
    .from(storeProviders)
    .where(and(eq(storeProviders.storeId, storeId), eq(storeProviders.providerId, providerId)))
    .limit(1);
  if (linked.length > 0) return true;
  const worked = await db
    .select({ one: sql<number>`1` })
    .from(dashboardDaily)
    .where(and(eq(dashboardDaily.storeId, storeId), eq(dashboardDaily.providerId, providerId), sql`${dashboardDaily.orders} <> 0`))
    .limit(1);
  return worked.length > 0;
}

/** One aggregated line of dashboard_facts (docs/dashboards.md#facts) over a period, by month. */
export type FactRow = { metric: string; dim: string; key: string; providerId: string; currency: string; month: string; n: number; amount: number };

/** The facts of the period for the given metrics, summed per month, atelier and currency: a few thousand rows at most, never the orders. */
export async function factRows(db: Executor, f: DashboardFilter, metrics: readonly string[]): Promise<FactRow[]> {
  const month = sql<string>`to_char(${dashboardFacts.day}, 'YYYY-MM')`;
  return db
    .select({
      metric: dashboardFacts.metric,
      dim: dashboardFacts.dim,
      key: dashboardFacts.key,
      providerId: dashboardFacts.providerId,
      currency: dashboardFacts.currency,
      month,
      n: sql<number>`sum(${dashboardFacts.n})::float8`,
      amount: sql<number>`sum(${dashboardFacts.amount})::float8`,
    })
    .from(dashboardFacts)
    .where(
      and(
        inArray(dashboardFacts.metric, [...metrics]),
        gte(dashboardFacts.day, f.from),
        lt(dashboardFacts.day, f.to),
        f.storeId ? eq(dashboardFacts.storeId, f.storeId) : undefined,
        f.providerId ? eq(dashboardFacts.providerId, f.providerId) : undefined,
        f.currency ? eq(dashboardFacts.currency, f.currency) : undefined,
      ),
    )
    .groupBy(dashboardFacts.metric, dashboardFacts.dim, dashboardFacts.key, dashboardFacts.providerId, dashboardFacts.currency, month)
    .having(sql`sum(${dashboardFacts.n}) <> 0 or sum(${dashboardFacts.amount}) <> 0`);
}

/** Names of ateliers, categories and sub-services, for the figures' labels. */
export async function dashboardNames(db: Executor, ids: { providers: string[]; categories: string[]; subServices: string[] }) {
  const [p, c, s] = [
    ids.providers.length ? await db.select({ id: providers.id, name: providers.displayName }).from(providers).where(inArray(providers.id, ids.providers)) : [],
    ids.categories.length ? await db.select({ id: clothesCategories.id, name: clothesCategories.name }).from(clothesCategories).where(inArray(clothesCategories.id, ids.categories)) : [],
    ids.subServices.length ? await db.select({ id: subServices.id, name: subServices.name }).from(subServices).where(inArray(subServices.id, ids.subServices)) : [],
  ];
  return { providers: new Map(p.map((r) => [r.id, r.name])), categories: new Map(c.map((r) => [r.id, r.name])), subServices: new Map(s.map((r) => [r.id, r.name])) };
}
