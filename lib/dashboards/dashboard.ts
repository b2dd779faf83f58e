import { getDb, type Executor } from '@/db/client';
import { dashboardNames, distinctCustomers, factRows, knownProviders, knownStores, lateOrders, ordersPerWeek, revenuePerMonth, storeWorksWith, type DashboardFilter, type FactRow } from '@/db/dashboards';
import { reachOf, type ScopePrincipal } from '@/lib/auth/scope';
import { DomainError } from '@/lib/errors';
import { customersOf, FACT_METRICS, keptOf, mixOf, moneyOf, quotesOf, turnaroundOf } from './figures';
import { periodOf } from './period';
import { dashboardScope } from './scope';

export type DashboardQuery = { from: string; to: string; storeId?: string; providerId?: string; currency?: string };

/** Sums per currency, sorted by currency. */
function perCurrency(entries: Iterable<{ currency: string; minor: number }>) {
  const m = new Map<string, number>();
  for (const e of entries) m.set(e.currency, (m.get(e.currency) ?? 0) + e.minor);
  return [...m].map(([currency, netMinor]) => ({ currency, netMinor })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The headline figures of one period, for the comparison with the previous one (its facts and revenue when already read). */
async function totals(db: Executor, f: DashboardFilter, facts?: FactRow[], monthly?: Awaited<ReturnType<typeof revenuePerMonth>>) {
  const revenue = monthly ?? (await revenuePerMonth(db, f));
  const rows = facts ?? (await factRows(db, f, FACT_METRICS));
  const orders = revenue.reduce((s, r) => s + r.orders, 0);
  const { overall } = turnaroundOf(rows);
  const money = moneyOf(rows);
  const people = await distinctCustomers(db, f);
  return {
    orders,
    netByCurrency: perCurrency(revenue.map((r) => ({ currency: r.currency, minor: r.netMinor }))),
    invoicedNetByCurrency: perCurrency(money.invoicedPerMonth.map((r) => ({ currency: r.currency, minor: r.netMinor }))),
    bonusGrantedByCurrency: perCurrency(money.bonusPerMonth.map((r) => ({ currency: r.currency, minor: r.grantedMinor }))),
    completed: overall.completed,
    onTime: overall.onTime,
    medianDays: overall.medianDays,
    quotesMade: quotesOf(rows, orders).made,
    returningShare: customersOf(rows).returningShare,
    garmentsKept: keptOf(rows).garments,
    customers: people.customers,
    repeatCustomers: people.repeatCustomers,
  };
}

/**
 * One dashboard (docs/dashboards.md): the period checked (422), the store and atelier asked
 * checked to exist (422) and to be within the caller's scope (404), then the figures read from
 * the rollup kept by the orders' trigger, and the late orders from the due-date index.
 */
export async function dashboard(principal: ScopePrincipal, query: DashboardQuery, now = new Date(), executor?: Executor) {
  const db = executor ?? (await getDb());
  const { current, previous } = periodOf(query.from, query.to, now);
  const missing = [
    ...(query.storeId && !(await knownStores(db, [query.storeId])).has(query.storeId) ? [{ path: 'storeId', message: 'unknown store' }] : []),
    ...(query.providerId && !(await knownProviders(db, [query.providerId])).has(query.providerId) ? [{ path: 'providerId', message: 'unknown atelier' }] : []),
  ];
  if (missing.length > 0) throw new DomainError('validation_failed', { errors: missing });
  const scope = dashboardScope(principal, { storeId: query.storeId, providerId: query.providerId });
  // Staff may narrow to an atelier their store works with; any other atelier's figures do not exist for them.
  if (reachOf(principal).kind === 'store' && scope.storeId && query.providerId && !(await storeWorksWith(db, scope.storeId, query.providerId))) throw new DomainError('not_found');
  const base = { ...scope, ...(query.currency ? { currency: query.currency } : {}) };
  const filter = { ...base, from: current.from, to: current.to };
  const previousFilter = { ...base, from: previous.from, to: previous.to };
  const facts = await factRows(db, filter, FACT_METRICS);
  const revenue = await revenuePerMonth(db, filter);
  const [weekly, late, now_, before] = [
    await ordersPerWeek(db, filter),
    await lateOrders(db, base, now),
    await totals(db, filter, facts, revenue),
    await totals(db, previousFilter),
  ];
  const turnaround = turnaroundOf(facts);
  const mix = mixOf(facts);
  const kept = keptOf(facts);
  const names = await dashboardNames(db, {
    providers: [...new Set([...turnaround.perAtelier.map((a) => a.providerId), ...late.map((o) => o.providerId)])],
    categories: [...new Set([...turnaround.perCategory.map((c) => c.categoryId), ...kept.perCategory.map((c) => c.categoryId)])],
    subServices: mix.services.map((s) => s.subServiceId),
  });
  return {
    period: { from: current.from, to: current.to, days: current.days },
    previousPeriod: { from: previous.from, to: previous.to, days: previous.days },
    filter: base,
    ordersPerWeek: weekly,
    revenuePerMonth: revenue,
    ...moneyOf(facts),
    lateOrders: late.map((o) => ({ ...o, atelier: names.providers.get(o.providerId) ?? o.providerId, promisedAt: o.promisedAt.toISOString(), orderDate: o.orderDate.toISOString() })),
    turnaround: {
      overall: turnaround.overall,
      perAtelier: turnaround.perAtelier.map((a) => ({ ...a, name: names.providers.get(a.providerId) ?? a.providerId })),
      perCategory: turnaround.perCategory.map((c) => ({ ...c, name: names.categories.get(c.categoryId) ?? null })),
    },
    mix: { services: mix.services.map((s) => ({ ...s, name: names.subServices.get(s.subServiceId) ?? null })), delivery: mix.delivery },
    quotes: quotesOf(facts, now_.orders),
    customers: {
      ...customersOf(facts),
      customers: now_.customers,
      repeatCustomers: now_.repeatCustomers,
      repeatShare: now_.customers ? now_.repeatCustomers / now_.customers : null,
    },
    garmentsKept: { ...kept, perCategory: kept.perCategory.map((c) => ({ ...c, name: names.categories.get(c.categoryId) ?? null })) },
    totals: now_,
    previousTotals: before,
  };
}
