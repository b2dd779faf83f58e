'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StoreDetails } from '@/components/booking/store-details';
import { Money } from '@/components/ui/money';
import type { OrderView } from '@/lib/client/order-schema';
import { useStoreDates } from '@/lib/client/use-dates';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage } from '@/lib/i18n/translated';

/**
 * What the order's option asks of the customer now (docs/decisions.md#logistics): the postal
 * label to print, the pick-up slot booked, or the store to bring the item to, in the store's time.
 */
export function OrderLogistics({ order }: { order: OrderView; locale: Locale }) {
  const t = useTranslations('Logistics');
  const language = useLocale();
  const dates = useStoreDates(order.store);
  const option = order.logisticOption;
  if (!option) return null;
  const labelUrl = `/api/sip/orders/${encodeURIComponent(order.id)}/label.pdf`;
  return (
    <>
      {option.kind === 'postal_label' && order.status === 'booked' ? (
        <div className="label-links">
          {/* The option's own words name its carrier (a UPS label is not dropped at the post office); the generic sentence only without them. */}
          <p>{option.instructions ? inLanguage(option.instructions, language) : t('labelIntro')}</p>
          <p className="item-actions">
            <a className="btn btn-primary" href={labelUrl} download={`label-${order.orderNumber}.pdf`}>
              {t('label')}
            </a>
            <a className="btn btn-secondary" href={`${labelUrl}?format=a4`} download={`label-${order.orderNumber}-a4.pdf`}>
              {t('labelA4')}
            </a>
          </p>
        </div>
      ) : null}
      {option.slot ? (
        <p>
          {t('slot')} <strong className="pickup-slot">{dates.slot(option.slot)}</strong> <span className="muted small">({t('localTime')})</span>
        </p>
      ) : null}
      {option.kind === 'store_drop_off' && order.store?.address && order.store.name ? (
        <StoreDetails
          store={{ name: order.store.name, address: { secondAddress: '', state: '', deliveryNotes: '', address: '', city: '', zipCode: '', country: '', ...order.store.address }, openingHours: order.store.openingHours ?? [], timeZone: order.store.timeZone ?? '' }}
          language={language}
          labels={{ address: t('address'), hours: t('hours'), closed: t('closed'), zone: t('localTime') }}
        />
      ) : null}
    </>
  );
}

/** What was paid and what is still due, once staff recorded a payment (docs/decisions.md#payments). */
export function PaidAndDue({ order }: { order: OrderView }) {
  const t = useTranslations('Logistics');
  if (!order.paid) return null;
  return (
    <dl className="paid-due">
      <dt>{t('paid')}</dt>
      <dd>
        <Money amount={order.paid} currency={order.currencyCode} />
      </dd>
      <dt>{t('due')}</dt>
      <dd>
        <Money amount={order.due ?? 0} currency={order.currencyCode} />
      </dd>
    </dl>
  );
}
