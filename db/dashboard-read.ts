import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import type { FactRow } from './dashboards';
import { executedRows } from './executed-rows';

/**
 * What one dashboard reads (docs/dashboards.md#reads): the period [from, to) and the previous one
 * [previousFrom, from) (always just before it), the filters, the store and atelier asked (checked
 * to exist), and the store/atelier pair a store's staff narrowed to (checked to work together).
 */
export type DashboardRead = {
  from: string;
  to: string;
  previousFrom: string;
  storeId?: string;
  providerId?: string;
  currency?: string;
  askedStoreId?: string;
  askedProviderId?: string;
  worksWith?: { storeId: string; providerId: string };
  now: Date;
  lateLimit: number;
};

/** Turnaround and lateness of a group (docs/dashboards.md#turnaround), as SQL's percentile_disc computes them. */
export type StatRow = {
  p: 'c' | 'p';
  g: 'overall' | 'atelier' | 'category';
  id: string;
  completed: number;
  onTime: number;
  medianDays: number | null;
  p90Days: number | null;
  medianLateDays: number | null;
  p90LateDays: number | null;
};

export type DashboardData = {
  storeKnown: boolean;
  providerKnown: boolean;
  worksWith: boolean;
  weekly: { week: string; status: string; orders: number }[];
  revenue: { p: 'c' | 'p'; month: string; currency: string; netMinor: number; orders: number }[];
  stats: StatRow[];
  facts: (FactRow & { p: 'c' | 'p' })[];
  people: { p: 'c' | 'p'; customers: number; repeatCustomers: number }[];
  late: { id: string; orderNumber: string; storeId: string; providerId: string; atelier: string; status: string; promisedAt: string; orderDate: string }[];
  names: { providers: Record<string, string> | null; categories: Record<string, unknown> | null; subServices: Record<string, unknown> | null };
  /** The rollups' change counter in this statement's snapshot (db/dashboard-cache.ts). */
  changes: string;
  /** When the next open order of the filters becomes late (epoch ms), null if none: the late list changes then. */
  nextDue: number | null;
};

/** The filters on a rollup (or orders) aliased `t`: only those given, so each shape of filter gets its own plan. */
function narrowed(t: string, r: DashboardRead): SQL {
  const parts: SQL[] = [];
  if (r.storeId) parts.push(sql`and ${sql.raw(t)}.store_id = ${r.storeId}`);
  if (r.providerId) parts.push(sql`and ${sql.raw(t)}.provider_id = ${r.providerId}`);
  if (r.currency) parts.push(sql`and ${sql.raw(t)}.currency = ${r.currency}`);
  return sql.join(parts, sql` `);
}

/** A range of days [from, to) of one period ('c' the current one, 'p' the previous). */
type Span = { p: 'c' | 'p'; from: string; to: string };

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
function nextMonth(day: string): string {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A period cut for the month rows (docs/dashboards.md#months): its whole calendar months, read
 * from the month tables, and the days before the first and after the last, read from the day
 * tables. A period within one month is all days.
 */
export function spansOf(p: 'c' | 'p', from: string, to: string): { days: Span[]; months: Span[] } {
  const first = from === firstOfMonth(from) ? from : nextMonth(from);
  const last = firstOfMonth(to);
  if (first >= last) return { days: [{ p, from, to }], months: [] };
  return { days: [{ p, from, to: first }, { p, from: last, to }].filter((s) => s.from < s.to), months: [{ p, from: first, to: last }] };
}

/** The rows of a day table and its month table over the spans, tagged with their period, as one UNION ALL. */
function spanned(r: DashboardRead, columns: string, day: { table: string; column: string }, month: { table: string; column: string }, also = ''): SQL {
  const current = spansOf('c', r.from, r.to);
  const previous = spansOf('p', r.previousFrom, r.from);
  const part = (s: Span, t: { table: string; column: string }) =>
    sql`select ${s.p}::text as p, ${sql.raw(t.column)} as day, ${sql.raw(columns)} from ${sql.raw(t.table)} t
      where ${sql.raw(t.column)} >= ${s.from}::date and ${sql.raw(t.column)} < ${s.to}::date ${narrowed('t', r)} ${sql.raw(also)}`;
  return sql.join(
    [...previous.days, ...current.days].map((s) => part(s, day)).concat([...previous.months, ...current.months].map((s) => part(s, month))),
    sql` union all `,
  );
}

const FACTS_DAY = { table: 'dashboard_facts', column: 'day' };
const FACTS_MONTH = { table: 'dashboard_facts_monthly', column: 'month' };

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * Everything a dashboard shows, both periods, in ONE statement (docs/dashboards.md#reads): the
 * rollups' rows of [previousFrom, to) read once each — whole months from the month tables, the
 * days at the ends from the day tables (spansOf) — and summed in SQL: orders per week and
 * status, money per month, the facts per metric, the turnaround and lateness quantiles per group
 * (percentile_disc over the histograms, float comparisons as Postgres and figures.ts make them),
 * distinct customers as the set bits of the OR of the day bitmaps — the late orders through the
 * due-date index (LIMITed), the names, and the existence checks. A few hundred values come back.
 */
export async function dashboardData(db: Executor, r: DashboardRead): Promise<DashboardData> {
  const period = sql`case when day >= ${r.from}::date then 'c' else 'p' end`;
  const range = sql`day >= ${r.previousFrom}::date and day < ${r.to}::date`;
  const statement = sql`with
    daily as (select ${period} as p, day, status, currency, orders, paid_minor from dashboard_daily d where ${range} ${narrowed('d', r)}),
    weekly as (
      select to_char(date_trunc('week', day), 'YYYY-MM-DD') as week, status, sum(orders)::int as orders
      from daily where p = 'c' group by 1, 2 having sum(orders) <> 0),
    revenue as (
      select p, to_char(day, 'YYYY-MM') as month, currency, sum(paid_minor)::float8 as "netMinor", sum(orders)::int as orders
      from daily group by 1, 2, 3 having sum(orders) <> 0),
    -- The histograms, each row counted once per group it belongs to (overall and its atelier for an
    -- order, dim ''; its category for a garment; only the overall figures of the previous period).
    groups as (
      select f.p, x.g, case x.g when 'overall' then '' when 'atelier' then f.provider_id else f.dim end as id, f.metric, f.key::int as v, sum(f.n) as n
      from (${spanned(r, 'provider_id, metric, dim, key, n', FACTS_DAY, FACTS_MONTH, "and metric in ('turnaround', 'lateness')")}) f,
        unnest(case when f.dim <> '' then case when f.p = 'c' then array['category'] else array[]::text[] end
                    when f.p = 'c' then array['overall', 'atelier'] else array['overall'] end) x(g)
      group by 1, 2, 3, 4, 5),
    ranked as (
      select p, g, id, metric, v, sum(n) over (partition by p, g, id, metric order by v) as seen, sum(n) over (partition by p, g, id, metric) as total
      from groups where n > 0),
    quantiles as (
      select p, g, id, metric,
        min(v) filter (where seen::float8 >= 0.5::float8 * total::float8) as q50,
        min(v) filter (where seen::float8 >= 0.9::float8 * total::float8) as q90
      from ranked group by 1, 2, 3, 4),
    stats as (
      select s.p, s.g, s.id, s.completed, s."onTime", t.q50 as "medianDays", t.q90 as "p90Days", l.q50 as "medianLateDays", l.q90 as "p90LateDays"
      from (select p, g, id, coalesce(sum(n) filter (where metric = 'turnaround'), 0)::int as completed,
              coalesce(sum(n) filter (where metric = 'lateness' and v < 0), 0)::int as "onTime"
            from groups group by 1, 2, 3 having bool_or(n <> 0)) s
      left join quantiles t on t.p = s.p and t.g = s.g and t.id = s.id and t.metric = 'turnaround'
      left join quantiles l on l.p = s.p and l.g = s.g and l.id = s.id and l.metric = 'lateness'),
    other as (
      select p, metric, dim, key, '' as "providerId", currency,
        case when metric in ('invoiced', 'bonus', 'claim') then to_char(day, 'YYYY-MM') else '' end as month,
        sum(n)::float8 as n, sum(amount)::float8 as amount
      from (${spanned(r, 'currency, metric, dim, key, n, amount', FACTS_DAY, FACTS_MONTH, "and metric not in ('turnaround', 'lateness')")}) f
      group by 1, 2, 3, 4, 6, 7 having sum(n) <> 0 or sum(amount) <> 0),
    people as (
      select p, sum(bit_count(b))::int as customers, sum(bit_count(rb))::int as "repeatCustomers"
      from (select p, chunk, bit_or(booked) as b, bit_or(rebooked) as rb
            from (${spanned(r, 'chunk, booked, rebooked', { table: 'dashboard_customer_bits', column: 'day' }, { table: 'dashboard_customer_bits_monthly', column: 'month' })}) c
            group by 1, 2) x
      group by p),
    late_orders as (
      select o.id, o.order_number, o.store_id, o.provider_id, o.status, o.estimated_completion_date, o.order_date from orders o
      where o.estimated_completion_date < ${r.now.toISOString()}::timestamptz and o.status not in ('completed', 'cancelled') and not o.is_archived
        and o.livemode ${narrowed('o', r)}
      order by o.estimated_completion_date, o.id limit ${r.lateLimit}),
    late as (
      select l.id, l.order_number as "orderNumber", l.store_id as "storeId", l.provider_id as "providerId", coalesce(pr.display_name, l.provider_id) as atelier,
        l.status, ${iso('l.estimated_completion_date')} as "promisedAt", ${iso('l.order_date')} as "orderDate", l.estimated_completion_date as due
      from late_orders l left join providers pr on pr.id = l.provider_id)
    select json_build_object(
      'storeKnown', ${r.askedStoreId ? sql`exists (select 1 from stores where id = ${r.askedStoreId})` : sql`true`},
      'providerKnown', ${r.askedProviderId ? sql`exists (select 1 from providers where id = ${r.askedProviderId})` : sql`true`},
      'worksWith', ${
        r.worksWith
          ? sql`exists (select 1 from store_providers where store_id = ${r.worksWith.storeId} and provider_id = ${r.worksWith.providerId})
              or exists (select 1 from dashboard_daily d where store_id = ${r.worksWith.storeId} and provider_id = ${r.worksWith.providerId} and orders <> 0
                and (select sum(e.orders) from dashboard_daily e where (e.day, e.store_id, e.provider_id, e.currency, e.status) = (d.day, d.store_id, d.provider_id, d.currency, d.status)) <> 0)`
          : sql`true`
      },
      'weekly', coalesce((select json_agg(w order by w.week, w.status) from weekly w), '[]'),
      'revenue', coalesce((select json_agg(v order by v.month, v.currency) from revenue v), '[]'),
      'stats', coalesce((select json_agg(s) from stats s), '[]'),
      'facts', coalesce((select json_agg(o) from other o), '[]'),
      'people', coalesce((select json_agg(x) from people x), '[]'),
      'late', coalesce((select json_agg(json_build_object('id', id, 'orderNumber', "orderNumber", 'storeId', "storeId", 'providerId', "providerId", 'atelier', atelier,
        'status', status, 'promisedAt', "promisedAt", 'orderDate', "orderDate") order by due, id) from late), '[]'),
      'changes', (select coalesce(sum(n), 0)::text from dashboard_changes),
      'nextDue', (select (extract(epoch from min(o.estimated_completion_date)) * 1000)::float8 from orders o
        where o.estimated_completion_date >= ${r.now.toISOString()}::timestamptz and o.status not in ('completed', 'cancelled') and not o.is_archived
          and o.livemode ${narrowed('o', r)}),
      'names', json_build_object(
        'providers', (select json_object_agg(id, display_name) from providers where id in (select id from stats where g = 'atelier')),
        'categories', (select json_object_agg(id, name) from clothes_categories where id in (select id from stats where g = 'category' union select dim from other where metric = 'kept')),
        'subServices', (select json_object_agg(id, name) from sub_services where id in (select key from other where metric = 'service')))
    ) as data`;
  // Without parallel workers: starting them (the planner did, for the 2 KB bitmaps) cost more than
  // the few thousand rows they would share; SET LOCAL keeps the setting to this transaction.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute(statement);
  });
  const [row] = executedRows<{ data: DashboardData | string }>(result);
  const data = row!.data;
  return typeof data === 'string' ? (JSON.parse(data) as DashboardData) : data;
}
