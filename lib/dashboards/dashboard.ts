import { getDb, type Executor } from '@/db/client';
import { knownProviders, knownStores, lateOrders, ordersPerWeek, revenuePerMonth, type DashboardFilter } from '@/db/dashboards';
import type { ScopePrincipal } from '@/lib/auth/scope';
import { DomainError } from '@/lib/errors';
import { periodOf } from './period';
import { dashboardScope } from './scope';

export type DashboardQuery = { from: string; to: string; storeId?: string; providerId?: string; currency?: string };

/** Totals of one period, for the comparison with the previous one. */
async function totals(db: Executor, f: DashboardFilter) {
  const revenue = await revenuePerMonth(db, f);
  const byCurrency = new Map<string, number>();
  let orders = 0;
  for (const r of revenue) {
    orders += r.orders;
    byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + r.netMinor);
  }
  return { orders, netByCurrency: [...byCurrency].map(([currency, netMinor]) => ({ currency, netMinor })).sort((a, b) => a.currency.localeCompare(b.currency)) };
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
  const base = { ...scope, ...(query.currency ? { currency: query.currency } : {}) };
  const filter = { ...base, from: current.from, to: current.to };
  const previousFilter = { ...base, from: previous.from, to: previous.to };
  const [weekly, revenue, late, now_, before] = [
    await ordersPerWeek(db, filter),
    await revenuePerMonth(db, filter),
    await lateOrders(db, base, now),
    await totals(db, filter),
    await totals(db, previousFilter),
  ];
  return {
    period: { from: current.from, to: current.to, days: current.days },
    previousPeriod: { from: previous.from, to: previous.to, days: previous.days },
    filter: base,
    ordersPerWeek: weekly,
    revenuePerMonth: revenue,
    lateOrders: late.map((o) => ({ ...o, promisedAt: o.promisedAt.toISOString(), orderDate: o.orderDate.toISOString() })),
    totals: now_,
    previousTotals: before,
  };
}
