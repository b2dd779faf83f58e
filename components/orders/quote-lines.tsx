'use client';

import { useTranslations } from 'next-intl';
import { inLanguage } from '@/lib/i18n/translated';
import type { QuoteView } from '@/lib/schemas/order-life';
import { Money } from '../ui/money';

/**
 * A column's name inside its cell, shown only where the rows stack (a phone, docs/customer-site.md#quote-table):
 * hidden from assistive technology, which has the column header already.
 */
function CellLabel({ children }: { children: React.ReactNode }) {
  return (
    <span className="cell-label" aria-hidden="true">
      {children}
    </span>
  );
}

/**
 * A revised quote line by line against the booking (docs/decisions.md#quote-consent): the service,
 * how many (and how many were booked), its price, the Bonus Réparation taken off it, what changed;
 * then the atelier's message and the two totals. The customer pages and the staff page show the same.
 */
export function QuoteLines({ quote, locale, headingLevel = 3 }: { quote: QuoteView; locale: string; headingLevel?: 2 | 3 }) {
  const t = useTranslations('OrderLife');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const change = (line: QuoteView['lines'][number]) =>
    line.change === 'quantity' ? t('quote.quantityChanged', { was: line.bookedQuantity, now: line.quantity }) : t(`quote.${line.change}`);
  return (
    <div className="quote-lines">
      <H className="h4">{t('quote.lines')}</H>
      {/*
        From 320 px up without a sideways scroll (docs/customer-site.md#quote-table): on a phone each line
        stacks into a block, its cells labelled. The roles are explicit because a table whose rows CSS
        displays as blocks loses its implicit ones in some browsers.
      */}
      <div className="quote-table-wrap">
        <table className="quote-table" role="table" aria-label={t('quote.lines')}>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">{t('quote.service')}</th>
              <th scope="col" role="columnheader">{t('quote.quantity')}</th>
              <th scope="col" role="columnheader">{t('quote.price')}</th>
              <th scope="col" role="columnheader">{t('quote.bonus')}</th>
              <th scope="col" role="columnheader">{t('quote.change')}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {quote.lines.map((line) => (
              <tr role="row" key={`${line.orderItemId}-${line.subServiceId}`} className={line.change === 'removed' ? 'removed' : undefined}>
                <td role="cell" className="quote-service">
                  {inLanguage(line.displayName, locale) || line.subServiceId}
                  {line.free ? <span className="small muted"> {t('quote.free')}</span> : null}
                </td>
                <td role="cell">
                  <CellLabel>{t('quote.quantity')}</CellLabel>
                  {line.quantity}
                </td>
                <td role="cell">
                  <CellLabel>{t('quote.price')}</CellLabel>
                  <Money amount={line.price} currency={quote.currency} />
                </td>
                <td role="cell">
                  <CellLabel>{t('quote.bonus')}</CellLabel>
                  {line.repairFund > 0 ? <Money amount={-line.repairFund} currency={quote.currency} /> : '—'}
                </td>
                <td role="cell">
                  <CellLabel>{t('quote.change')}</CellLabel>
                  {change(line)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quote.note ? (
        <>
          <p className="small muted">{t('quote.atelierNote')}</p>
          <blockquote className="instructions">{quote.note}</blockquote>
        </>
      ) : null}
      <dl className="quote-totals">
        <div>
          <dt>{t('quote.bookedTotal')}</dt>
          <dd>
            <Money amount={quote.bookedTotal} currency={quote.currency} />
          </dd>
        </div>
        <div>
          <dt>{t('quote.newTotal')}</dt>
          <dd>
            <strong>
              <Money amount={quote.total} currency={quote.currency} />
            </strong>
          </dd>
        </div>
      </dl>
    </div>
  );
}
