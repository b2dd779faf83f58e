import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/money';
import { breakdownLabel, vatNote } from '@/lib/i18n/breakdown-words';
import { priceBreakdown, type BasketCost, type BasketItems, type BreakdownLine } from '@/lib/pricing/breakdown';

const CLASS: Partial<Record<BreakdownLine['kind'], string>> = { offer: 'discount', repairFund: 'discount repair-fund-line', code: 'discount' };

/**
 * Totals of a basket, line by line from the one breakdown (docs/decisions.md#price-breakdown):
 * repairs, each named offer, the Bonus Réparation, discount code, service fee, delivery, total
 * with the VAT it includes. `deliveryPending` when no option is chosen yet.
 */
export function PriceBreakdown({
  cost,
  items,
  currency,
  discountCode,
  deliveryPending,
  title,
}: {
  cost: BasketCost;
  items?: BasketItems | null;
  currency: string;
  discountCode?: string | null;
  deliveryPending?: boolean;
  title?: string;
}) {
  const t = useTranslations('UI');
  const locale = useLocale();
  const money = (minor: number) => <span className="money">{formatMoney(minor, currency, locale)}</span>;
  const breakdown = priceBreakdown(cost, { items, discountCode, deliveryPending });
  const row = (key: string, label: React.ReactNode, value: React.ReactNode, className?: string) => (
    <div key={key} className={['breakdown-row', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const value = (line: BreakdownLine) => {
    if (line.kind === 'delivery' && line.pending) return <span className="muted">{t('deliveryPending')}</span>;
    if (line.kind === 'delivery' && line.minor === 0) return t('free');
    return money(line.minor);
  };
  const label = (line: BreakdownLine) =>
    line.kind === 'repairFund' ? (
      <>
        {t('repairFund')} <span className="muted small">{t('repairFundNote')}</span>
      </>
    ) : (
      breakdownLabel(line, t)
    );
  return (
    <section className="breakdown" aria-label={title ?? t('priceSummary')}>
      {title ? <h2 className="breakdown-title">{title}</h2> : null}
      <dl>
        {breakdown.lines.map((line, i) => row(`${line.kind}-${i}`, label(line), value(line), CLASS[line.kind]))}
        {row('total', t('total'), money(breakdown.total), 'total')}
      </dl>
      {breakdown.vat ? (
<p className="muted small">{vatNote(breakdown.vat, currency, locale, t)}</p>
      ) : null}
    </section>
  );
}
