/**
 * Pure: the dashboards' figures from the summed facts of a period (docs/dashboards.md#facts).
 * No database here, so each rule is tested on its own (figures.test.ts).
 */
import type { StatRow } from '@/db/dashboard-read';
import type { FactRow } from '@/db/dashboards';
import { ORDER_STATUSES } from '@/lib/schemas/constants';
import { stacksOf } from './chart';

/**
 * The value at quantile q of a histogram of whole numbers, as SQL's percentile_disc computes it:
 * the smallest value whose cumulative count reaches q of the total. Null when empty.
 */
export function quantileOf(histogram: ReadonlyMap<number, number>, q: number): number | null {
  const entries = [...histogram].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((s, [, n]) => s + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [value, n] of entries) {
    seen += n;
    if (seen >= q * total) return value;
  }
  return entries.at(-1)![0];
}

/** Turnaround (booked → completed) and lateness against the promise, whole days. */
export type TurnaroundStat = { completed: number; medianDays: number | null; p90Days: number | null; onTime: number; medianLateDays: number | null; p90LateDays: number | null };

function add(h: Map<number, number>, key: string, n: number) {
  const v = Number(key);
  h.set(v, (h.get(v) ?? 0) + n);
}

/**
 * Lateness is floor((completed − promised) / day): negative means done before the promised
 * instant (on time); 0 or more is late (docs/dashboards.md#turnaround).
 */
function statOf(turnaround: Map<number, number>, lateness: Map<number, number>): TurnaroundStat {
  let completed = 0;
  for (const n of turnaround.values()) completed += n;
  let onTime = 0;
  for (const [v, n] of lateness) if (v < 0) onTime += n;
  return {
    completed,
    medianDays: quantileOf(turnaround, 0.5),
    p90Days: quantileOf(turnaround, 0.9),
    onTime,
    medianLateDays: quantileOf(lateness, 0.5),
    p90LateDays: quantileOf(lateness, 0.9),
  };
}

type Pair = { turnaround: Map<number, number>; lateness: Map<number, number> };
const pair = (): Pair => ({ turnaround: new Map(), lateness: new Map() });

/** Overall, per atelier (orders) and per category (garments). */
export function turnaroundOf(rows: readonly FactRow[]) {
  const overall = pair();
  const perAtelier = new Map<string, Pair>();
  const perCategory = new Map<string, Pair>();
  for (const r of rows) {
    if (r.metric !== 'turnaround' && r.metric !== 'lateness') continue;
    const target =
      r.dim === ''
        ? [overall, perAtelier.get(r.providerId) ?? perAtelier.set(r.providerId, pair()).get(r.providerId)!]
        : [perCategory.get(r.dim) ?? perCategory.set(r.dim, pair()).get(r.dim)!];
    for (const t of target) add(t[r.metric], r.key, r.n);
  }
  const sorted = <K extends string>(m: Map<string, Pair>, name: K) =>
    [...m].map(([id, p]) => ({ [name]: id, ...statOf(p.turnaround, p.lateness) }) as { [k in K]: string } & TurnaroundStat).sort((a, b) => b.completed - a.completed || (a[name] < b[name] ? -1 : 1));
  return { overall: statOf(overall.turnaround, overall.lateness), perAtelier: sorted(perAtelier, 'providerId'), perCategory: sorted(perCategory, 'categoryId') };
}

/** An empty group: nothing completed. */
const NONE: TurnaroundStat = { completed: 0, medianDays: null, p90Days: null, onTime: 0, medianLateDays: null, p90LateDays: null };

/**
 * The same figures as turnaroundOf, from the groups' statistics the dashboard's statement computed
 * in SQL (db/dashboard-read.ts: the same histograms, percentile_disc's float comparison): overall,
 * per atelier and per category, the groups sorted as turnaroundOf sorts them.
 */
export function turnaroundFrom(stats: readonly StatRow[]) {
  const stat = (s: StatRow): TurnaroundStat => ({
    completed: s.completed,
    medianDays: s.medianDays,
    p90Days: s.p90Days,
    onTime: s.onTime,
    medianLateDays: s.medianLateDays,
    p90LateDays: s.p90LateDays,
  });
  const overall = stats.find((s) => s.g === 'overall');
  const sorted = <K extends string>(g: StatRow['g'], name: K) =>
    stats
      .filter((s) => s.g === g)
      .map((s) => ({ [name]: s.id, ...stat(s) }) as { [k in K]: string } & TurnaroundStat)
      .sort((a, b) => b.completed - a.completed || (a[name] < b[name] ? -1 : 1));
  return { overall: overall ? stat(overall) : NONE, perAtelier: sorted('atelier', 'providerId'), perCategory: sorted('category', 'categoryId') };
}

const byKey = <T>(m: Map<string, T>, key: string, make: () => T) => m.get(key) ?? m.set(key, make()).get(key)!;

/** Services booked (quantities) by kind and sub-service, and orders by delivery option kind. */
export function mixOf(rows: readonly FactRow[]) {
  const services = new Map<string, { kind: string; subServiceId: string; quantity: number }>();
  const delivery = new Map<string, { kind: string; orders: number }>();
  for (const r of rows) {
    if (r.metric === 'service') byKey(services, `${r.dim}\u0000${r.key}`, () => ({ kind: r.dim, subServiceId: r.key, quantity: 0 })).quantity += r.n;
    if (r.metric === 'delivery') byKey(delivery, r.key, () => ({ kind: r.key, orders: 0 })).orders += r.n;
  }
  const order = <T extends { quantity?: number; orders?: number }>(a: T, b: T) => (b.quantity ?? b.orders ?? 0) - (a.quantity ?? a.orders ?? 0);
  return {
    services: [...services.values()].filter((s) => s.quantity !== 0).sort((a, b) => order(a, b) || a.subServiceId.localeCompare(b.subServiceId)),
    delivery: [...delivery.values()].filter((d) => d.orders !== 0).sort((a, b) => order(a, b) || a.kind.localeCompare(b.kind)),
  };
}

/**
 * Quotes (baskets after the booking's) on orders booked in the period: made, accepted, declined,
 * pending, and the average change of total of the accepted ones against the booking, per currency.
 */
export function quotesOf(rows: readonly FactRow[], ordersBooked: number) {
  const perCurrency = new Map<string, { currency: string; made: number; accepted: number; declined: number; pending: number; acceptedChangeMinor: number }>();
  for (const r of rows) {
    if (r.metric !== 'quote') continue;
    const c = byKey(perCurrency, r.currency, () => ({ currency: r.currency, made: 0, accepted: 0, declined: 0, pending: 0, acceptedChangeMinor: 0 }));
    if (r.key === 'made' || r.key === 'accepted' || r.key === 'declined' || r.key === 'pending') c[r.key] += r.n;
    if (r.key === 'accepted') c.acceptedChangeMinor += r.amount;
  }
  const list = [...perCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  const made = list.reduce((s, c) => s + c.made, 0);
  const accepted = list.reduce((s, c) => s + c.accepted, 0);
  const answered = accepted + list.reduce((s, c) => s + c.declined, 0);
  return {
    made,
    accepted,
    /** Quotes per order booked. */
    rate: ordersBooked > 0 ? made / ordersBooked : null,
    /** Accepted among the answered. */
    acceptance: answered > 0 ? accepted / answered : null,
    perCurrency: list.map(({ acceptedChangeMinor, ...c }) => ({ ...c, averageChangeMinor: c.accepted > 0 ? Math.round(acceptedChangeMinor / c.accepted) : null })),
  };
}

/** Orders of customers booking for the first time and of returning ones. */
export function customersOf(rows: readonly FactRow[]) {
  let first = 0;
  let returning = 0;
  for (const r of rows) {
    if (r.metric !== 'customer') continue;
    if (r.key === 'returning') returning += r.n;
    else first += r.n;
  }
  return { newCustomers: first, returningOrders: returning, returningShare: first + returning > 0 ? returning / (first + returning) : null };
}

/**
 * Impact factors of a garment kept in use (docs/dashboards.md#impact): WRAP, Valuing our
 * clothes (2012): nine more months of active use cut a garment's carbon, water and waste
 * footprints by 20–30 % each. The nine months per repair are Reprise's assumption, stated as such.
 */
export const IMPACT = {
  extraMonthsPerGarment: 9,
  footprintReductionLow: 0.2,
  footprintReductionHigh: 0.3,
  source: 'WRAP, Valuing our clothes (2012)',
} as const;

/** Garments of completed orders (revoked ones excepted) per category, and the impact estimate. */
export function keptOf(rows: readonly FactRow[]) {
  const perCategory = new Map<string, number>();
  for (const r of rows) if (r.metric === 'kept') perCategory.set(r.dim, (perCategory.get(r.dim) ?? 0) + r.n);
  const list = [...perCategory].filter(([, n]) => n !== 0).map(([categoryId, garments]) => ({ categoryId, garments })).sort((a, b) => b.garments - a.garments || a.categoryId.localeCompare(b.categoryId));
  const garments = list.reduce((s, c) => s + c.garments, 0);
  return { garments, perCategory: list, impact: { ...IMPACT, extraMonthsOfUse: garments * IMPACT.extraMonthsPerGarment } };
}

/**
 * Per issue month and currency: invoices, credit notes (negative) and their net; the Bonus
 * Réparation granted on them (net of credit notes), claimed (filed, paid or refused) and
 * reimbursed (paid) — claims on the month of the invoice they belong to.
 */
export function moneyOf(rows: readonly FactRow[]) {
  const invoiced = new Map<string, { month: string; currency: string; invoicedMinor: number; creditedMinor: number; netMinor: number }>();
  const bonus = new Map<string, { month: string; currency: string; grantedMinor: number; claimedMinor: number; reimbursedMinor: number; claims: number }>();
  for (const r of rows) {
    const k = `${r.month} ${r.currency}`;
    if (r.metric === 'invoiced') {
      const m = byKey(invoiced, k, () => ({ month: r.month, currency: r.currency, invoicedMinor: 0, creditedMinor: 0, netMinor: 0 }));
      if (r.key === 'credit_note') m.creditedMinor += r.amount;
      else m.invoicedMinor += r.amount;
      m.netMinor += r.amount;
    }
    if (r.metric === 'bonus' || r.metric === 'claim') {
      const m = byKey(bonus, k, () => ({ month: r.month, currency: r.currency, grantedMinor: 0, claimedMinor: 0, reimbursedMinor: 0, claims: 0 }));
      if (r.metric === 'bonus') m.grantedMinor += r.amount;
      else if (r.key !== 'to_file') {
        m.claimedMinor += r.amount;
        m.claims += r.n;
        if (r.key === 'paid') m.reimbursedMinor += r.amount;
      }
    }
  }
  const order = (a: { month: string; currency: string }, b: { month: string; currency: string }) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency);
  return {
    invoicedPerMonth: [...invoiced.values()].sort(order),
    bonusPerMonth: [...bonus.values()].filter((b) => b.grantedMinor !== 0 || b.claims !== 0).sort(order),
  };
}

/**
 * The orders booked per week as stacks by current status (docs/dashboards.md#charts): one stack a
 * week with orders, one part per status seen in the period, in the orders' lifecycle order.
 */
export function weeklyByStatus(rows: readonly { week: string; status: string; orders: number }[]) {
  return stacksOf(
    rows,
    (r) => r.week,
    (r) => r.status,
    (r) => r.orders,
    ORDER_STATUSES,
  );
}
