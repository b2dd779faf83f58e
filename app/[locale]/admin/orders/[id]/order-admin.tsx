'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useStoreDates } from '@/lib/client/use-dates';
import { PaymentsPanel } from './payments-panel';
import { Money } from '@/components/ui/money';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { browserApi } from '@/lib/client/api';
import { NotesPanel } from './notes-panel';
import { QuoteForm } from './quote-form';
import { detailKey } from './use-order-changed';
import { messageOr } from '@/lib/i18n/translated';
import { Actions, ArchivePanel } from './order-actions';
import { ItemsSection, Commissions } from './order-items';
import { History, CustomerPanel, LogisticsPanel } from './order-panels';
import { Fact } from './fact';

export function OrderAdmin({ initial, locale, viewerId }: { initial: AdminOrderDetail; locale: Locale; viewerId: string }) {
  const t = useTranslations('Admin');
  const id = initial.order.id;
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => browserApi.admin.order(id, signal),
    initialData: initial,
    staleTime: 10_000,
  });
  const { order, people, notes, itemLabels } = query.data;
  const currency = order.currencyCode;
  const statusLabel = (s: string) => messageOr(t, `statuses.${s}`, s);
  const dates = useStoreDates(query.data.order.store);
  const date = (iso: string) => dates.date(iso, 'dateTime');
  const due = order.pricing.baskets.findLast((b) => b.isValidated) ?? order.pricing.baskets[0];

  return (
    <>
      <p className="back-link">
        <Link href="/admin">
          <span aria-hidden="true">←</span>
          {t('detail.back')}
        </Link>
      </p>
      <StepHeading>{t('detail.title', { number: order.orderNumber })}</StepHeading>
      <div className="detail-badges">
        <StatusBadge status={order.status} label={statusLabel(order.status)} />
        <span className={`badge ${order.bookingType === 'warranty' ? 'badge-warn' : 'badge-muted'}`}>{t(`bookingTypes.${order.bookingType}`)}</span>
        {order.isArchived ? <span className="badge badge-muted">{t('orders.archived')}</span> : null}
      </div>

      {/* Actions come first (on a phone, before the long details); customer, logistics and notes after. */}
      <div className="admin-detail">
        <div className="admin-detail-actions">
          <Actions order={order} statusLabel={statusLabel} />
          {order.status === 'received' ? <QuoteForm order={order} itemLabels={itemLabels} locale={locale} /> : null}
          <PaymentsPanel order={order} />
          <ArchivePanel order={order} />
        </div>
        <div className="admin-detail-main">
          <section className="card" aria-labelledby="summary-h">
            <h2 id="summary-h" className="h3">
              {t('detail.summary')}
            </h2>
            <dl className="facts">
              <Fact label={t('detail.placed')}>{date(order.orderDate)}</Fact>
              <Fact label={t('detail.estimated')}>{dates.date(order.estimatedCompletionDate, 'dateFull')}</Fact>
              <Fact label={t('orders.columns.store')}>{order.store.name}</Fact>
              <Fact label={t('orders.columns.provider')}>{order.provider.displayName}</Fact>
              <Fact label={t('detail.source')}>{messageOr(t, `detail.sources.${order.source}`, order.source)}</Fact>
              <Fact label={t('detail.payment')}>{messageOr(t, `detail.paymentMethods.${order.paymentMethod}`, order.paymentMethod)}</Fact>
              {order.staff ? <Fact label={t('detail.bookedBy')}>{people[order.staff]?.name ?? '—'}</Fact> : null}
              {due ? (
                <Fact label={t('orders.columns.total')}>
                  <Money amount={due.costToUser.total} currency={currency} />
                </Fact>
              ) : null}
            </dl>
            {order.note ? <p className="instructions">{order.note}</p> : null}
          </section>

          <ItemsSection order={order} itemLabels={itemLabels} locale={locale} />

          <section aria-labelledby="prices-h">
            <h2 id="prices-h" className="visually-hidden">
              {t('detail.pricing')}
            </h2>
            {order.pricing.baskets.map((basket, i) => (
              <div key={i} className="card basket">
                <p className="basket-state">
                  <span className={`badge ${basket.isValidated ? 'badge-success' : 'badge-warn'}`}>{basket.isValidated ? t('detail.validated') : t('detail.awaiting')}</span>
                </p>
                <PriceBreakdown
                  cost={basket.costToUser}
                  currency={basket.currency}
                  discountCode={basket.discountCode?.code}
                  title={i === 0 ? t('detail.basketBooking') : t('detail.basketQuote', { n: i })}
                />
                {basket.note.map((n, j) => (
                  <p key={j} className="instructions">
                    {n.message}
                  </p>
                ))}
              </div>
            ))}
            <Commissions order={order} />
          </section>

          <History order={order} people={people} statusLabel={statusLabel} />
        </div>

        <div className="admin-detail-info">
          <CustomerPanel order={order} />
          <LogisticsPanel order={order} locale={locale} />
          <NotesPanel orderId={order.id} notes={notes} viewerId={viewerId} clock={order.store} />
        </div>
      </div>
    </>
  );
}
