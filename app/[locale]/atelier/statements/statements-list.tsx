import { TZDate } from '@date-fns/tz';
import { format, subMonths } from 'date-fns';
import { getTranslations } from 'next-intl/server';
import type { StatementPayee } from '@/db/payout-statements';
import { STATEMENT_TIME_ZONE, statementOf, statementPath, type Statement } from '@/lib/atelier/statements';
import type { Principal } from '@/lib/auth/session';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/lib/schemas/common';
import { MarkPaidForm } from '@/components/atelier/mark-paid-form';

/** How many months the statements pages list: this month and the eleven before (docs/atelier.md#statements-pages). */
export const STATEMENT_MONTHS = 12;

/** The months listed, newest first, as calendar months in Paris (the statements' months). */
export function listedMonths(now: Date, count = STATEMENT_MONTHS): string[] {
  const here = new TZDate(now, STATEMENT_TIME_ZONE);
  return Array.from({ length: count }, (_, i) => format(subMonths(here, i), 'yyyy-MM'));
}

const monthLabel = (month: string, locale: Locale) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
};

/**
 * A payee's monthly payout statements (docs/atelier.md#statements-pages, #payee-statements): an
 * atelier's or an operator's or partner's, read with the reader's own principal (the atelier its
 * own, admins any: lib/atelier/statements.ts decides): each month's status, the payee's share per
 * currency, the CSV and PDF; for admins, "mark paid" on a month due.
 */
export async function StatementsList({ principal, payee, locale, shareLabel, now = new Date() }: { principal: Principal; payee: StatementPayee; locale: Locale; shareLabel?: string; now?: Date }) {
  const t = await getTranslations({ locale, namespace: 'Statements' });
  const statements: Statement[] = [];
  for (const month of listedMonths(now)) statements.push(await statementOf(principal, payee, month, now));
  const base = statementPath(payee);
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  return (
    <div className="table-wrap">
      <table className="statements-table">
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('lines')}</th>
            <th scope="col">{shareLabel ?? t('share')}</th>
            <th scope="col">{t('files')}</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((s) => (
            <tr key={s.month} data-month={s.month}>
              <th scope="row">{monthLabel(s.month, locale)}</th>
              <td>
                <span className={`badge ${s.status === 'paid' ? 'badge-success' : s.status === 'due' ? 'badge-warn' : 'badge-muted'}`}>{t(`statuses.${s.status}`)}</span>
                {s.status === 'paid' ? (
                  <p className="statement-paid">
                    {t('paidOn', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: s.timeZone }).format(new Date(s.paidAt!)) })}
                    {s.reference ? ` · ${t('reference')} ${s.reference}` : ''}
                  </p>
                ) : null}
              </td>
              <td>{s.lines.length}</td>
              <td>{s.totals.length === 0 ? t('nothing') : s.totals.map((total) => <span key={total.currency} className="statement-total">{money(total.shareMinor, total.currency)}</span>)}</td>
              <td>
                <a href={`${base}.pdf?month=${s.month}`} download>
                  {t('pdf')}
                </a>{' '}
                <a href={`${base}.csv?month=${s.month}`} download>
                  {t('csv')}
                </a>
                {principal.role === 'admin' && s.status === 'due' ? <MarkPaidForm path={`${base}/paid`} month={s.month} label={monthLabel(s.month, locale)} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
