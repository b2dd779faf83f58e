import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { dayReport } from '@/lib/counter/day-report';
import { titleMetadata } from '@/lib/i18n/page-title';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/schemas/common';
import { PrintButton } from '../orders/[id]/ticket/print-button';

export const generateMetadata = titleMetadata('DayReport', 'title');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Closing the day (docs/counter.md#closing-the-day): what a store's counter took by method, refunded, booked and handed over on one day.
export default async function DayReportPage({ params, searchParams }: PageProps<'/[locale]/admin/day-report'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/day-report');
  const asked = await searchParams;
  const t = await getTranslations({ locale, namespace: 'DayReport' });
  const tMethods = await getTranslations({ locale, namespace: 'Invoices.methods' });
  const tStatuses = await getTranslations({ locale, namespace: 'Admin.statuses' });
  const { storesById } = await getCatalogue();
  const stores = principal.storeId ? [storesById.get(principal.storeId)].filter((s) => s !== undefined) : [...storesById.values()];
  const wanted = typeof asked.storeId === 'string' ? asked.storeId : undefined;
  const storeId = principal.storeId ?? (wanted && storesById.has(wanted) ? wanted : stores[0]?.id);
  const date = typeof asked.date === 'string' && DAY.test(asked.date) ? asked.date : undefined;
  if (!storeId) return <p className="muted">{t('nothing')}</p>;
  const report = await dayReport(principal, { storeId, date });
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: report.store.timeZone }).format(new Date(iso));
  const csv = (format: string) => `/api/sip/admin/day-report?${new URLSearchParams({ storeId, date: report.date, format, lang: locale })}`;
  const empty = report.payments.length + report.refunds.length + report.booked.length + report.movements.length === 0;
  const moneyTable = (caption: string, lines: typeof report.payments) =>
    lines.length > 0 && (
      <table className="table day-report">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('method')}</th>
            <th scope="col">{t('currency')}</th>
            <th scope="col" className="num">{t('count')}</th>
            <th scope="col" className="num">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={`${l.method}-${l.currency}`}>
              <td>{tMethods(l.method)}</td>
              <td>{l.currency}</td>
              <td className="num">{l.count}</td>
              <td className="num">{money(l.amount, l.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  const countTable = (caption: string, column: string, rows: { key: string; label: string; count: number }[]) =>
    rows.length > 0 && (
      <table className="table day-report">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{column}</th>
            <th scope="col" className="num">{t('count')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>{r.label}</td>
              <td className="num">{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <form method="get" className="filters no-print" aria-label={t('title')}>
        {stores.length > 1 && (
          <label>
            {t('store')}{' '}
            <select name="storeId" defaultValue={storeId}>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        )}{' '}
        <label>
          {t('date')} <input type="date" name="date" defaultValue={report.date} required />
        </label>{' '}
        <button type="submit" className="button">
          {t('show')}
        </button>
      </form>
      <h2 className="h3">
        {report.store.name}, {report.date}
      </h2>
      <p className="muted">{t('window', { from: when(report.from), to: when(report.to), zone: report.store.timeZone })}</p>
      {empty ? (
        <p className="muted">{t('nothing')}</p>
      ) : (
        <>
          {moneyTable(t('payments'), report.payments)}
          {moneyTable(t('refunds'), report.refunds)}
          {report.net.length > 0 && (
            <p>
              <strong>{t('net')}</strong>: {report.net.map((n) => money(n.amount, n.currency)).join(' · ')}
            </p>
          )}
          {countTable(t('booked'), t('source'), report.booked.map((b) => ({ key: b.source, label: t(`sources.${b.source}`), count: b.count })))}
          {countTable(t('movements'), t('status'), report.movements.map((m) => ({ key: m.status, label: tStatuses(m.status), count: m.count })))}
        </>
      )}
      <p className="no-print">
        <PrintButton label={t('print')} /> <a href={csv('csv')}>{t('download')}</a>
      </p>
      <p className="muted">{t('nf525')}</p>
    </>
  );
}
