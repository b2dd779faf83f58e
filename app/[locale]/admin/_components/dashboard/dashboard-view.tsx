import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ScopePrincipal } from '@/lib/auth/scope';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { dashboard, type DashboardQuery } from '@/lib/dashboards/dashboard';
import { weeklyByStatus } from '@/lib/dashboards/figures';
import { DomainError } from '@/lib/errors';
import { inLanguage } from '@/lib/i18n/translated';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/schemas/common';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/schemas/constants';
import { ChartFigure, type ChartProps } from './chart-figure';
import { findAccountById } from '@/db/accounts';
import { getDb } from '@/db/client';
import { ClientMessages } from '../../../_components/messages';
import { WeeklySummaryToggle } from './weekly-summary-toggle';

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' && v.length > 0 && v.length < 80 ? v : undefined);
const DAY = 86_400_000;
const CURRENCIES = ['EUR', 'GBP', 'USD'];
const KINDS = ['store_drop_off', 'home_pickup', 'postal_label'] as const;
const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);
const isKind = (k: string): k is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(k);

/**
 * A dashboard page's body (docs/dashboards.md#pages) for admins, staff (their store) and
 * ateliers (their work): the filters as a plain GET form, the headline figures against the
 * previous period, then each chart with its summary, table and CSV. Everything renders on the
 * server; a bad period is explained, not thrown.
 */
export async function DashboardView({ principal, locale, searchParams, stores }: { principal: ScopePrincipal; locale: Locale; searchParams: Search; stores: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  const f = await getFormatter({ locale });
  const now = new Date();
  const query: DashboardQuery = {
    from: one(searchParams.from) ?? new Date(now.getTime() - 89 * DAY).toISOString().slice(0, 10),
    to: one(searchParams.to) ?? now.toISOString().slice(0, 10),
    ...(stores && one(searchParams.storeId) ? { storeId: one(searchParams.storeId) } : {}),
    ...(stores && one(searchParams.providerId) ? { providerId: one(searchParams.providerId) } : {}),
    ...(one(searchParams.currency) && CURRENCIES.includes(one(searchParams.currency)!) ? { currency: one(searchParams.currency) } : {}),
  };
  const catalogue = await getCatalogue();
  let data: Awaited<ReturnType<typeof dashboard>> | null = null;
  let problem: string | null = null;
  try {
    data = await dashboard(principal, query, now);
  } catch (e) {
    // Another store's or an unrelated atelier's figures do not exist for this caller.
    if (e instanceof DomainError && e.code === 'not_found') notFound();
    if (!(e instanceof DomainError) || e.code !== 'validation_failed') throw e;
    problem = t('invalid');
  }
  const storeChoices = stores && principal.role === 'admin' ? [...catalogue.storesById.values()] : [];
  // Ateliers to narrow to: every one for admins, those serving the store for its staff (an atelier sees its own work only).
  const atelierChoices = !stores ? [] : principal.role === 'admin' ? catalogue.providers : catalogue.providers.filter((p) => principal.storeId !== null && p.storeIds.includes(principal.storeId));
  // The one money formatter (lib/money.ts): minor units per currency, a true minus sign.
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  // Amounts of several currencies are never added: one total per currency.
  const perCurrency = (rows: { currency: string; minor: number }[]) => {
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(r.currency, (sums.get(r.currency) ?? 0) + r.minor);
    return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, minor]) => money(minor, currency)).join(', ') || '—';
  };
  const num = (n: number) => f.number(n);
  const pct = (x: number | null) => (x === null ? '—' : f.number(x, { style: 'percent', maximumFractionDigits: 0 }));
  const month = (m: string) => f.dateTime(new Date(`${m}-01T00:00:00Z`), { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayOf = (d: string) => f.dateTime(new Date(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  const statusLabel = (s: string) => (isStatus(s) ? t(`statuses.${s}`) : s);
  const labels = { table: t('showTable'), csv: t('downloadCsv'), empty: t('empty') };
  const charts: ChartProps[] = [];
  if (data) {
    // Orders booked per week, stacked by current status (docs/dashboards.md#charts).
    const { keys: statuses, stacks } = weeklyByStatus(data.ordersPerWeek);
    const byStatus = statuses.map((s) => ({ s, n: data!.ordersPerWeek.filter((w) => w.status === s).reduce((t, w) => t + w.orders, 0) }));
    const weekTotal = (segments: { value: number }[]) => segments.reduce((t, p) => t + p.value, 0);
    charts.push({
      id: 'weekly',
      title: t('weekly.title'),
      summary: `${t('weekly.summary', { orders: data.totals.orders, previous: data.previousTotals.orders, weeks: stacks.length })} ${t('weekly.byStatus', {
        list: f.list(byStatus.map(({ s, n }) => `${statusLabel(s)} ${num(n)}`)),
      })}`,
      bars: stacks.map((w) => ({ label: dayOf(w.label), value: weekTotal(w.segments) })),
      formatted: stacks.map((w) => num(weekTotal(w.segments))),
      orientation: 'vertical',
      stack: { stacks: stacks.map((w) => ({ ...w, label: dayOf(w.label) })), legend: statuses.map((s) => ({ key: s, label: statusLabel(s) })), format: num, legendLabel: t('status') },
      table: {
        head: [t('weekly.week'), ...statuses.map(statusLabel), t('weekly.total')],
        rows: stacks.map((w) => [dayOf(w.label), ...w.segments.map((p) => num(p.value)), num(weekTotal(w.segments))]),
      },
      csv: { name: 'orders-per-week', rows: [['week', 'status', 'orders'], ...data.ordersPerWeek.map((w) => [w.week, w.status, w.orders])] },
      labels,
    });
    const ateliers = data.turnaround.perAtelier;
    charts.push({
      id: 'turnaround',
      title: t('turnaround.title'),
      summary: t('turnaround.summary', {
        completed: data.turnaround.overall.completed,
        median: data.turnaround.overall.medianDays ?? 0,
        p90: data.turnaround.overall.p90Days ?? 0,
        onTime: pct(data.turnaround.overall.completed ? data.turnaround.overall.onTime / data.turnaround.overall.completed : null),
      }),
      bars: ateliers.map((a) => ({ label: a.name, value: a.medianDays ?? 0 })),
      formatted: ateliers.map((a) => t('days', { n: a.medianDays ?? 0 })),
      orientation: 'horizontal',
      table: {
        head: [t('turnaround.who'), t('turnaround.completed'), t('turnaround.median'), t('turnaround.p90'), t('turnaround.onTime'), t('turnaround.lateMedian')],
        rows: [
          ...ateliers.map((a) => ({ ...a, label: a.name })),
          ...data.turnaround.perCategory.map((c) => ({ ...c, label: `${t('turnaround.category')}: ${inLanguage(c.name, locale) || c.categoryId}` })),
        ].map((a) => [a.label, num(a.completed), t('days', { n: a.medianDays ?? 0 }), t('days', { n: a.p90Days ?? 0 }), pct(a.completed ? a.onTime / a.completed : null), t('days', { n: a.medianLateDays ?? 0 })]),
      },
      csv: {
        name: 'turnaround',
        rows: [
          ['kind', 'id', 'completed', 'median_days', 'p90_days', 'on_time', 'median_late_days', 'p90_late_days'],
          ...ateliers.map((a) => ['atelier', a.providerId, a.completed, a.medianDays, a.p90Days, a.onTime, a.medianLateDays, a.p90LateDays]),
          ...data.turnaround.perCategory.map((c) => ['category', c.categoryId, c.completed, c.medianDays, c.p90Days, c.onTime, c.medianLateDays, c.p90LateDays]),
        ],
      },
      labels,
    });
    const revenue = data.revenuePerMonth;
    charts.push({
      id: 'revenue',
      title: t('revenue.title'),
      summary: t('revenue.summary', { totals: data.totals.netByCurrency.map((c) => money(c.netMinor, c.currency)).join(', ') || '—', previous: data.previousTotals.netByCurrency.map((c) => money(c.netMinor, c.currency)).join(', ') || '—' }),
      bars: revenue.map((r) => ({ label: `${month(r.month)} ${r.currency}`, value: r.netMinor })),
      formatted: revenue.map((r) => money(r.netMinor, r.currency)),
      orientation: 'horizontal',
      table: {
        head: [t('month'), t('revenue.received'), t('revenue.invoiced'), t('revenue.credited')],
        rows: revenue.map((r) => {
          const inv = data.invoicedPerMonth.find((i) => i.month === r.month && i.currency === r.currency);
          return [`${month(r.month)} ${r.currency}`, money(r.netMinor, r.currency), inv ? money(inv.netMinor, r.currency) : '—', inv ? money(inv.creditedMinor, r.currency) : '—'];
        }),
      },
      csv: { name: 'revenue', rows: [['month', 'currency', 'received_net_minor', 'orders'], ...revenue.map((r) => [r.month, r.currency, r.netMinor, r.orders])] },
      labels,
    });
    charts.push({
      id: 'bonus',
      title: t('bonus.title'),
      summary: t('bonus.summary', {
        granted: perCurrency(data.bonusPerMonth.map((b) => ({ currency: b.currency, minor: b.grantedMinor }))),
        reimbursed: perCurrency(data.bonusPerMonth.map((b) => ({ currency: b.currency, minor: b.reimbursedMinor }))),
      }),
      bars: data.bonusPerMonth.map((b) => ({ label: `${month(b.month)} ${b.currency}`, value: b.grantedMinor })),
      formatted: data.bonusPerMonth.map((b) => money(b.grantedMinor, b.currency)),
      orientation: 'horizontal',
      table: {
        head: [t('month'), t('bonus.granted'), t('bonus.claimed'), t('bonus.reimbursed')],
        rows: data.bonusPerMonth.map((b) => [`${month(b.month)} ${b.currency}`, money(b.grantedMinor, b.currency), money(b.claimedMinor, b.currency), money(b.reimbursedMinor, b.currency)]),
      },
      csv: { name: 'bonus-reparation', rows: [['month', 'currency', 'granted_minor', 'claimed_minor', 'reimbursed_minor', 'claims'], ...data.bonusPerMonth.map((b) => [b.month, b.currency, b.grantedMinor, b.claimedMinor, b.reimbursedMinor, b.claims])] },
      labels,
    });
    const services = data.mix.services.slice(0, 15);
    charts.push({
      id: 'services',
      title: t('services.title'),
      summary: t('services.summary', { kinds: data.mix.services.length, top: services[0] ? inLanguage(services[0].name, locale) || services[0].subServiceId : '—' }),
      bars: services.map((s) => ({ label: inLanguage(s.name, locale) || s.subServiceId, value: s.quantity })),
      formatted: services.map((s) => num(s.quantity)),
      orientation: 'horizontal',
      table: { head: [t('services.service'), t('services.quantity')], rows: data.mix.services.map((s) => [inLanguage(s.name, locale) || s.subServiceId, num(s.quantity)]) },
      csv: { name: 'services', rows: [['kind', 'sub_service_id', 'quantity'], ...data.mix.services.map((s) => [s.kind, s.subServiceId, s.quantity])] },
      labels,
    });
    const delivery = data.mix.delivery;
    const kind = (k: string) => (isKind(k) ? t(`delivery.kinds.${k}`) : k);
    charts.push({
      id: 'delivery',
      title: t('delivery.title'),
      summary: t('delivery.summary', { top: delivery[0] ? kind(delivery[0].kind) : '—' }),
      bars: delivery.map((d) => ({ label: kind(d.kind), value: d.orders })),
      formatted: delivery.map((d) => num(d.orders)),
      orientation: 'horizontal',
      table: { head: [t('delivery.option'), t('orders')], rows: delivery.map((d) => [kind(d.kind), num(d.orders)]) },
      csv: { name: 'delivery', rows: [['kind', 'orders'], ...delivery.map((d) => [d.kind, d.orders])] },
      labels,
    });
    const kept = data.garmentsKept;
    charts.push({
      id: 'kept',
      title: t('kept.title'),
      summary: t('kept.summary', { garments: kept.garments, previous: data.previousTotals.garmentsKept, months: kept.impact.extraMonthsOfUse, low: pct(kept.impact.footprintReductionLow), high: pct(kept.impact.footprintReductionHigh), source: kept.impact.source }),
      bars: kept.perCategory.map((c) => ({ label: inLanguage(c.name, locale) || c.categoryId, value: c.garments })),
      formatted: kept.perCategory.map((c) => num(c.garments)),
      orientation: 'horizontal',
      table: { head: [t('turnaround.category'), t('kept.garments')], rows: kept.perCategory.map((c) => [inLanguage(c.name, locale) || c.categoryId, num(c.garments)]) },
      csv: { name: 'garments-kept', rows: [['category_id', 'garments'], ...kept.perCategory.map((c) => [c.categoryId, c.garments])] },
      labels,
    });
  }
  const cards = data
    ? [
        [t('cards.orders'), num(data.totals.orders), num(data.previousTotals.orders)],
        [t('cards.completed'), num(data.totals.completed), num(data.previousTotals.completed)],
        [t('cards.onTime'), pct(data.totals.completed ? data.totals.onTime / data.totals.completed : null), pct(data.previousTotals.completed ? data.previousTotals.onTime / data.previousTotals.completed : null)],
        [t('cards.quoteRate'), pct(data.quotes.rate), num(data.previousTotals.quotesMade)],
        [t('cards.acceptance'), pct(data.quotes.acceptance), '—'],
        [t('cards.returning'), pct(data.customers.returningShare), pct(data.previousTotals.returningShare)],
        [t('cards.repeatCustomers', { customers: data.totals.customers }), num(data.totals.repeatCustomers), num(data.previousTotals.repeatCustomers)],
        [t('cards.kept'), num(data.garmentsKept.garments), num(data.previousTotals.garmentsKept)],
        [t('cards.late'), num(data.lateOrders.length), '—'],
      ]
    : [];
  const subscribed = (await findAccountById(await getDb(), principal.accountId))?.weeklySummaryLocale != null;
  return (
    <>
      <ClientMessages paths={['Dashboard.weeklySummary']}>
        <WeeklySummaryToggle subscribed={subscribed} />
      </ClientMessages>
      <form method="get" className="dash-filters">
        <label>
          {t('from')} <input type="date" name="from" defaultValue={query.from} />
        </label>
        <label>
          {t('to')} <input type="date" name="to" defaultValue={query.to} />
        </label>
        {storeChoices.length > 0 && (
          <label>
            {t('store')}{' '}
            <select name="storeId" defaultValue={query.storeId ?? ''}>
              <option value="">{t('allStores')}</option>
              {storeChoices.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {atelierChoices.length > 0 && (
          <label>
            {t('atelier')}{' '}
            <select name="providerId" defaultValue={query.providerId ?? ''}>
              <option value="">{t('allAteliers')}</option>
              {atelierChoices.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.displayName}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('currency')}{' '}
          <select name="currency" defaultValue={query.currency ?? ''}>
            <option value="">{t('allCurrencies')}</option>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn">
          {t('apply')}
        </button>
      </form>
      {problem && (
        <p role="alert" className="dash-problem">
          {problem}
        </p>
      )}
      {data && (
        <>
          <p className="muted">{t('period', { from: dayOf(data.period.from), to: dayOf(new Date(Date.parse(data.period.to) - DAY).toISOString().slice(0, 10)), previous: dayOf(data.previousPeriod.from) })}</p>
          <dl className="dash-cards">
            {cards.map(([label, value, previous]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>
                  <strong>{value}</strong> <span className="muted">{t('previous', { value: previous! })}</span>
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="late-title" className="dash-chart">
            <h2 className="h3" id="late-title">
              {t('late.title')}
            </h2>
            {data.lateOrders.length === 0 ? (
              <p className="muted dash-empty">{t('late.none')}</p>
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('late.order')}</th>
                      <th scope="col">{t('late.atelier')}</th>
                      <th scope="col">{t('status')}</th>
                      <th scope="col">{t('late.promised')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.lateOrders.map((o) => (
                      <tr key={o.id}>
                        <th scope="row">{o.orderNumber}</th>
                        <td>{o.atelier}</td>
                        <td>{statusLabel(o.status)}</td>
                        <td>{f.dateTime(new Date(o.promisedAt), { dateStyle: 'medium' })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {charts.map((c) => (
            <ChartFigure key={c.id} {...c} />
          ))}
          <p className="muted">{t('impactNote')}</p>
        </>
      )}
    </>
  );
}
