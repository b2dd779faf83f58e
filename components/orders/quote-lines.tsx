'use client';

import { useTranslations } from 'next-intl';
import { inLanguage } from '@/lib/i18n/translated';
import type { QuoteView } from '@/lib/schemas/order-life';
import { Money } from '../ui/money';

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
      {/* Scrolls sideways on a narrow phone: focusable and named, so a keyboard can scroll it too. */}
      <div className="quote-table-wrap" role="region" aria-label={t('quote.lines')} tabIndex={0}>
        <table className="quote-table">
          <thead>
            <tr>
              <th scope="col">{t('quote.service')}</th>
              <th scope="col">{t('quote.quantity')}</th>
              <th scope="col">{t('quote.price')}</th>
              <th scope="col">{t('quote.bonus')}</th>
              <th scope="col">{t('quote.change')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={`${line.orderItemId}-${line.subServiceId}`} className={line.change === 'removed' ? 'removed' : undefined}>
                <td>
                  {inLanguage(line.displayName, locale) || line.subServiceId}
                  {line.free ? <span className="small muted"> {t('quote.free')}</span> : null}
                </td>
                <td>{line.quantity}</td>
                <td>
                  <Money amount={line.price} currency={quote.currency} />
                </td>
                <td>{line.repairFund > 0 ? <Money amount={-line.repairFund} currency={quote.currency} /> : '—'}</td>
                <td>{change(line)}</td>
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
