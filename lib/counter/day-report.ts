import 'server-only';
import { TZDate } from '@date-fns/tz';
import { getDb } from '@/db/client';
import { dayFigures, storeForReport, type MoneyLine } from '@/db/day-report';
import { storeReach } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import { csvAmount, csvDialect, csvLine, UTF8_BOM } from '@/lib/admin/csv';
import { notFound } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import { minorToMajor } from '@/lib/money';
import type { OrderStatus } from '@/lib/schemas/constants';
import type { DayReport, DayReportQuery, OrderSource, RecordedPaymentMethod } from '@/lib/schemas/day-report';

/** The calendar day `YYYY-MM-DD` that holds `at` in the zone. */
function dayIn(at: Date, timeZone: string): string {
  const local = new TZDate(at, timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** [first instant, first instant of the next day) of `YYYY-MM-DD` in the zone (23 or 25 hours on a clock change). */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { from: new Date(new TZDate(y, m - 1, d, timeZone).getTime()), to: new Date(new TZDate(y, m - 1, d + 1, timeZone).getTime()) };
}

// The database keeps these as text; they are written only from these enumerations (lib/schemas/day-report.ts).
const moneyWire = (lines: MoneyLine[]) => lines.map((l) => ({ method: l.method as RecordedPaymentMethod, currency: l.currency, count: l.count, amount: Math.abs(l.totalMinor) }));

/**
 * The closing-the-day report of one store (docs/counter.md#closing-the-day): what its counter
 * took by method, what it refunded, and the orders booked and moved that day. Staff see their
 * store's only (another store: 404), admins every store's.
 */
export async function dayReport(principal: Principal, query: Pick<DayReportQuery, 'storeId' | 'date'>, now = new Date()): Promise<DayReport> {
  const reach = storeReach(principal);
  if (!reach || (reach.storeId && reach.storeId !== query.storeId)) throw notFound();
  const db = await getDb();
  const store = await storeForReport(db, query.storeId);
  if (!store) throw notFound();
  const date = query.date ?? dayIn(now, store.timeZone);
  const { from, to } = dayRange(date, store.timeZone);
  const figures = await dayFigures(db, store.id, from, to);
  const net = new Map<string, number>();
  for (const line of [...figures.payments, ...figures.refunds]) net.set(line.currency, (net.get(line.currency) ?? 0) + line.totalMinor);
  return {
    store,
    date,
    from: from.toISOString(),
    to: to.toISOString(),
    payments: moneyWire(figures.payments),
    refunds: moneyWire(figures.refunds),
    net: [...net].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount })),
    booked: figures.booked.map((b) => ({ source: b.source as OrderSource, count: b.count })),
    movements: figures.movements.map((m) => ({ status: m.status as OrderStatus, count: m.count })),
  };
}

/** The report as CSV: one row per figure (section, label, currency, count, amount), labels in `locale`. */
export function dayReportCsv(report: DayReport, locale: Locale, format: 'locale' | 'rfc4180'): string {
  const dialect = csvDialect(locale, format);
  const t = apiMessages(locale, 'DayReport');
  const method = (m: string) => apiMessages(locale, 'Invoices')(`methods.${m}`);
  const status = (s: string) => apiMessages(locale, 'Admin')(`statuses.${s}`);
  const rows = [
    csvLine([t('csv.section'), t('csv.label'), t('csv.currency'), t('csv.count'), t('csv.amount')], dialect),
    ...report.payments.map((l) => csvLine([t('payments'), method(l.method), l.currency, l.count, csvAmount(minorToMajor(l.amount), dialect)], dialect)),
    ...report.refunds.map((l) => csvLine([t('refunds'), method(l.method), l.currency, l.count, csvAmount(minorToMajor(l.amount), dialect)], dialect)),
    ...report.net.map((n) => csvLine([t('net'), '', n.currency, '', csvAmount(minorToMajor(n.amount), dialect)], dialect)),
    ...report.booked.map((b) => csvLine([t('booked'), t(`sources.${b.source}`), '', b.count, ''], dialect)),
    ...report.movements.map((m) => csvLine([t('movements'), status(m.status), '', m.count, ''], dialect)),
  ];
  return UTF8_BOM + rows.join('');
}
