import { getDb, type Executor } from '@/db/client';
import { cachedDashboardData } from '@/db/dashboard-cache';
import { dashboardData, type DashboardData } from '@/db/dashboard-read';
import { knownProviders, knownStores } from '@/db/dashboards';
import { reachOf, type ScopePrincipal } from '@/lib/auth/scope';
import { DomainError } from '@/lib/errors';
import { customersOf, keptOf, mixOf, moneyOf, quotesOf, turnaroundFrom } from './figures';
import { periodOf } from './period';
import { dashboardScope } from './scope';
import type { TranslatedString } from '@/lib/schemas/common';

export type DashboardQuery = { from: string; to: string; storeId?: string; providerId?: string; currency?: string };

/** Sums per currency, sorted by currency. */
function perCurrency(entries: Iterable<{ currency: string; minor: number }>) {
  const m = new Map<string, number>();
  for (const e of entries) m.set(e.currency, (m.get(e.currency) ?? 0) + e.minor);
  return [...m].map(([currency, netMinor]) => ({ currency, netMinor })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The headline figures of one period ('c' this one, 'p' the previous), for the comparison. */
function totals(data: DashboardData, p: 'c' | 'p') {
  const revenue = data.revenue.filter((r) => r.p === p);
  const rows = data.facts.filter((r) => r.p === p);
  const orders = revenue.reduce((s, r) => s + r.orders, 0);
  const { overall } = turnaroundFrom(data.stats.filter((s) => s.p === p));
  const money = moneyOf(rows);
  const people = data.people.find((x) => x.p === p);
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
    customers: people?.customers ?? 0,
    repeatCustomers: people?.repeatCustomers ?? 0,
  };
}

const unknown = (storeKnown: boolean, providerKnown: boolean) => [
  ...(storeKnown ? [] : [{ path: 'storeId', message: 'unknown store' }]),
  ...(providerKnown ? [] : [{ path: 'providerId', message: 'unknown atelier' }]),
];

/**
 * One dashboard (docs/dashboards.md): the period checked (422), the store and atelier asked
 * checked to exist (422) and to be within the caller's scope (404), then every figure of both
 * periods, the late orders and the names in one statement over the rollups the writing
 * transactions keep (db/dashboard-read.ts, docs/dashboards.md#reads), or that statement's answer
 * kept since the rollups last changed (db/dashboard-cache.ts, docs/dashboards.md#answer-cache).
 */
export async function dashboard(principal: ScopePrincipal, query: DashboardQuery, now = new Date(), executor?: Executor) {
  const db = executor ?? (await getDb());
  const { current, previous } = periodOf(query.from, query.to, now);
  let scope: ReturnType<typeof dashboardScope>;
  try {
    scope = dashboardScope(principal, { storeId: query.storeId, providerId: query.providerId });
  } catch (error) {
    // An unknown store or atelier is 422 for everyone, before the scope is looked at.
    const missing = unknown(!query.storeId || (await knownStores(db, [query.storeId])).has(query.storeId), !query.providerId || (await knownProviders(db, [query.providerId])).has(query.providerId));
    if (missing.length > 0) throw new DomainError('validation_failed', { errors: missing });
    throw error;
  }
  const base = { ...scope, ...(query.currency ? { currency: query.currency } : {}) };
  // Staff may narrow to an atelier their store works with; any other atelier's figures do not exist for them.
  const worksWith = reachOf(principal).kind === 'store' && scope.storeId && query.providerId ? { storeId: scope.storeId, providerId: query.providerId } : undefined;
  // The shared answer cache (db/dashboard-cache.ts) only outside a caller's transaction: an answer
  // read inside one could hold writes that never commit.
  const read = executor ? dashboardData : cachedDashboardData;
  const data = await read(db, {
    ...base,
    from: current.from,
    to: current.to,
    previousFrom: previous.from,
    askedStoreId: query.storeId,
    askedProviderId: query.providerId,
    worksWith,
    now,
    lateLimit: 50,
  });
  const missing = unknown(data.storeKnown, data.providerKnown);
  if (missing.length > 0) throw new DomainError('validation_failed', { errors: missing });
  if (!data.worksWith) throw new DomainError('not_found');
  const facts = data.facts.filter((r) => r.p === 'c');
  const now_ = totals(data, 'c');
  const turnaround = turnaroundFrom(data.stats.filter((s) => s.p === 'c'));
  const mix = mixOf(facts);
  const kept = keptOf(facts);
  const providerName = (id: string) => data.names.providers?.[id] ?? id;
  const named = <T>(names: Record<string, unknown> | null, id: string) => (names?.[id] ?? null) as T | null;
  return {
    period: { from: current.from, to: current.to, days: current.days },
    previousPeriod: { from: previous.from, to: previous.to, days: previous.days },
    filter: base,
    ordersPerWeek: data.weekly,
    revenuePerMonth: data.revenue.filter((r) => r.p === 'c').map(({ p: _, ...r }) => r),
    ...moneyOf(facts),
    lateOrders: data.late,
    turnaround: {
      overall: turnaround.overall,
      perAtelier: turnaround.perAtelier.map((a) => ({ ...a, name: providerName(a.providerId) })),
      perCategory: turnaround.perCategory.map((c) => ({ ...c, name: named<TranslatedString>(data.names.categories, c.categoryId) })),
    },
    mix: { services: mix.services.map((s) => ({ ...s, name: named<TranslatedString>(data.names.subServices, s.subServiceId) })), delivery: mix.delivery },
    quotes: quotesOf(facts, now_.orders),
    customers: {
      ...customersOf(facts),
      customers: now_.customers,
      repeatCustomers: now_.repeatCustomers,
      repeatShare: now_.customers ? now_.repeatCustomers / now_.customers : null,
    },
    garmentsKept: { ...kept, perCategory: kept.perCategory.map((c) => ({ ...c, name: named<TranslatedString>(data.names.categories, c.categoryId) })) },
    totals: now_,
    previousTotals: totals(data, 'p'),
  };
}
