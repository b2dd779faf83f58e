'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney, majorToMinor } from '@/lib/money';
import type { QuoteView } from '@/lib/schemas/order-life';
import { Button } from '../ui/button';
import { QuoteLines } from './quote-lines';
import { CardSection } from '../ui/card-section';

/**
 * The pending quote as its customer answers it (order page and tracking link): why, line by line,
 * and the two answers (docs/decisions.md#quote-consent).
 */
export function CustomerQuote({
  quote,
  locale,
  busy,
  onAnswer,
}: {
  quote: QuoteView;
  locale: string;
  busy: 'accepted' | 'declined' | null;
  onAnswer: (answer: 'accepted' | 'declined') => void;
}) {
  const t = useTranslations('Orders');
  // A card booking's quote above what was paid: accepting leads to paying the difference (docs/payments.md#quote-difference).
  const difference = quote.payOnAccept > 0 ? formatMoney(majorToMinor(quote.payOnAccept), quote.currency, locale) : null;
  return (
    <CardSection id="quote-h" className="quote" title={t('quote.heading')}>
      <p>{t('quote.intro')}</p>
      <QuoteLines quote={quote} locale={locale} />
      {difference ? (
        <p className="notice" data-testid="quote-difference">
          {t('quote.payDifference', { amount: difference })}
        </p>
      ) : null}
      <div className="item-actions">
        <Button onClick={() => onAnswer('accepted')} busy={busy === 'accepted'}>
          {difference ? t('quote.acceptAndPay', { amount: difference }) : t('quote.accept')}
        </Button>
        <Button variant="secondary" onClick={() => onAnswer('declined')} busy={busy === 'declined'}>
          {t('quote.decline')}
        </Button>
      </div>
    </CardSection>
  );
}

/** What is left to pay when it is not the basket's total: nothing on a cancelled order; the way back on a declined quote. */
export function OwedNote({ status, quote, owed, currency }: { status: string; quote: QuoteView | null | undefined; owed: number; currency: string }) {
  const t = useTranslations('OrderLife');
  const locale = useLocale();
  if (status === 'cancelled') return <p className="muted">{t('money.nothingToPay')}</p>;
  if (quote?.status !== 'declined') return null;
  return (
    <p className="muted" data-testid="declined-owed">
      {owed > 0 ? t('money.declinedOwed', { amount: formatMoney(majorToMinor(owed), currency, locale) }) : t('money.declinedNothing')}
    </p>
  );
}
