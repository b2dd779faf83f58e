import { useFormatter, useTranslations } from 'next-intl';
import type * as z from 'zod';
import type { BasketSchema } from '@/lib/schemas/pricing';
import { Money } from './money';

type CostToUser = z.output<typeof BasketSchema>['costToUser'];

/**
 * Totals of a basket: services, offers, the Bonus Réparation on its own line, discount code,
 * fees, delivery, total with the VAT it includes. `deliveryPending` when no option is chosen yet.
 */
export function PriceBreakdown({
  cost,
  currency,
  discountCode,
  deliveryPending,
  title,
}: {
  cost: CostToUser;
  currency: string;
  discountCode?: string | null;
  deliveryPending?: boolean;
  title?: string;
}) {
  const t = useTranslations('UI');
  const format = useFormatter();
  const row = (label: React.ReactNode, value: React.ReactNode, className?: string) => (
    <div className={['breakdown-row', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="breakdown" aria-label={title ?? t('priceSummary')}>
      {title ? <h2 className="breakdown-title">{title}</h2> : null}
      <dl>
        {row(t('servicesTotal'), <Money amount={cost.totalService} currency={currency} />)}
        {cost.offerDiscount > 0 ? row(t('offers'), <Money amount={cost.offerDiscount} currency={currency} negative />, 'discount') : null}
        {cost.repairFund > 0
          ? row(
              <>
                {t('repairFund')} <span className="muted small">{t('repairFundNote')}</span>
              </>,
              <Money amount={cost.repairFund} currency={currency} negative />,
              'discount repair-fund-line',
            )
          : null}
        {cost.codeDiscount > 0
          ? row(t('codeDiscount', { code: discountCode ?? '' }), <Money amount={cost.codeDiscount} currency={currency} negative />, 'discount')
          : null}
        {cost.serviceFee.fee > 0 ? row(t('serviceFee'), <Money amount={cost.serviceFee.fee} currency={currency} />) : null}
        {row(
          t('delivery'),
          deliveryPending ? <span className="muted">{t('deliveryPending')}</span> : cost.delivery > 0 ? <Money amount={cost.delivery} currency={currency} /> : t('free'),
        )}
        {row(t('total'), <Money amount={cost.total} currency={currency} />, 'total')}
      </dl>
      {cost.vat > 0 ? (
        <p className="muted small">
          {t('vatIncluded', { rate: format.number(cost.vat, { style: 'percent', maximumFractionDigits: 1 }), amount: format.number(cost.vatAmount, { style: 'currency', currency }) })}
        </p>
      ) : null}
    </section>
  );
}
