'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QuoteLines } from '@/components/orders/quote-lines';
import { useStoreDates } from '@/lib/client/use-dates';
import { PaymentsPanel } from './payments-panel';
import { Money } from '@/components/ui/money';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { browserApi } from '@/lib/client/api';
import { NotesPanel } from './notes-panel';
import { QuoteForm } from './quote-form';
import { detailKey, useOrderChanged } from './use-order-changed';
import { messageOr } from '@/lib/i18n/translated';
import { Actions, ArchivePanel } from './order-actions';
import { ItemsSection, Commissions } from './order-items';
import { History, CustomerPanel, LogisticsPanel } from './order-panels';
import { Fact } from './fact';
import { AnswerForm } from './answer-form';
import { OrderPageProvider, useOrderErrorHandler } from './order-page';
import { PageNotice, type Notice } from './page-notice';
import { InvoiceLinks } from '@/components/invoices/invoice-links';
import { CardSection } from '@/components/ui/card-section';
import { SignaturePanel } from './signature-panel';
import { WarrantyPanel } from './warranty-panel';
import { OrderThread } from '@/components/orders/order-thread';
import { ProviderPhotosCard } from '@/components/orders/provider-photos';

export function OrderAdmin({ initial, locale, viewerId }: { initial: AdminOrderDetail; locale: Locale; viewerId: string }) {
  const t = useTranslations('Admin');
  const tLife = useTranslations('OrderLife');
  const [notice, setNotice] = useState<Notice>(null);
  const id = initial.order.id;
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => browserApi.admin.order(id, signal),
    initialData: initial,
    staleTime: 10_000,
    // A colleague's change shows without a reload (docs/counter.md#staff-table).
    refetchInterval: 15_000,
  });
  const c = useTranslations('Counter');
  const { order, people, notes, itemLabels } = query.data;
  const currency = order.currencyCode;
  const statusLabel = (s: string) => messageOr(t, `statuses.${s}`, s);
  const dates = useStoreDates(query.data.order.store);
  const date = (iso: string) => dates.date(iso, 'dateTime');
  const due = order.pricing.baskets.findLast((b) => b.isValidated) ?? order.pricing.baskets[0];
  const handleError = useOrderErrorHandler(order, setNotice);
  const changed = useOrderChanged();

  return (
    <OrderPageProvider value={{ version: order.version, handleError }}>
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
        {/* docs/atelier.md#forecast-staff: the atelier's queue already makes this order miss its date. */}
        {query.data.willMiss ? <span className="badge badge-danger will-miss-badge">{c('table.willMiss')}</span> : null}
      </div>
      <p className="print-links">
        <Link href={`/admin/orders/${order.id}/ticket`} className="btn btn-secondary">
          {c('print.printView')}
        </Link>
        <a href={`/api/sip/admin/orders/${encodeURIComponent(order.id)}/ticket?lang=${locale}`} className="btn btn-ghost" target="_blank" rel="noopener">
          {c('print.ticket')}
        </a>
      </p>

      <PageNotice notice={notice} onSignedIn={() => setNotice({ kind: 'signedIn' })} />

      {/* Actions come first (on a phone, before the long details); customer, logistics and notes after. */}
      <div className="admin-detail">
        <div className="admin-detail-actions">
          {order.status === 'quote_pending' ? <AnswerForm order={order} statusLabel={statusLabel} /> : <Actions order={order} statusLabel={statusLabel} />}
          {order.status === 'received' ? <QuoteForm order={order} itemLabels={itemLabels} locale={locale} /> : null}
          {/* docs/counter.md#signature: the customer signs for a garment handed over in the store. */}
          {order.logisticOption.kind === 'store_drop_off' ? <SignaturePanel order={order} /> : null}
          {/* docs/counter.md#warranty-proof: the receipt and staff's decision on the claim. */}
          <WarrantyPanel order={order} />
          <PaymentsPanel order={order} />
          <ArchivePanel order={order} />
          <InvoiceLinks orderId={order.id} status={order.status} mode="print" />
        </div>
        <div className="admin-detail-main">
          <CardSection id="summary-h" title={t('detail.summary')}>
            <dl className="facts">
              <Fact label={t('detail.placed')}>{date(order.orderDate)}</Fact>
              <Fact label={t('detail.estimated')}>{dates.date(order.estimatedCompletionDate, 'dateFull')}</Fact>
              <Fact label={t('orders.columns.store')}>{order.store.name}</Fact>
              <Fact label={t('orders.columns.provider')}>{order.provider.displayName}</Fact>
              <Fact label={t('detail.source')}>{messageOr(t, `detail.sources.${order.source}`, order.source)}</Fact>
              <Fact label={t('detail.payment')}>{messageOr(t, `detail.paymentMethods.${order.paymentMethod}`, order.paymentMethod)}</Fact>
              {/* docs/counter.md#warranty: why the repair is free, and which purchase it refers to. */}
              {order.warranty ? (
                <>
                  <Fact label={t('detail.warranty')}>
                    {c(`warranty.reasons.${order.warranty.reason}`)}
                    {order.warranty.details ? ` — ${order.warranty.details}` : ''}
                  </Fact>
                  <Fact label={t('detail.warrantyReference')}>{order.warranty.reference}</Fact>
                </>
              ) : null}
              {order.staff ? <Fact label={t('detail.bookedBy')}>{people[order.staff]?.name ?? '—'}</Fact> : null}
              {order.status === 'cancelled' ? (
                <Fact label={t('orders.columns.total')}>{tLife('money.nothingToPay')}</Fact>
              ) : due ? (
                <Fact label={t('orders.columns.total')}>
                  <Money amount={due.costToUser.total} currency={currency} />
                </Fact>
              ) : null}
            </dl>
            {order.note ? <p className="instructions">{order.note}</p> : null}
          </CardSection>

          <ItemsSection order={order} itemLabels={itemLabels} locale={locale} />
          <ProviderPhotosCard uploads={order.providerUploads} empty />
          {/* docs/atelier.md#messages: the store's side of the thread; it answers the customer's requests. */}
          <OrderThread comments={order.comments} requests={order.requests} side="team" attach clock={order.store} send={(body) => browserApi.orders.comment(order.id, body)} onSent={() => changed()} />

          <section aria-labelledby="prices-h">
            <h2 id="prices-h" className="visually-hidden">
              {t('detail.pricing')}
            </h2>
            {order.pricing.baskets.map((basket, i) => (
              <div key={i} className="card basket">
                <p className="basket-state">
                  <BasketBadge basket={basket} />
                </p>
                <PriceBreakdown
                  cost={basket.costToUser}
                  items={basket.items}
                  currency={basket.currency}
                  discountCode={basket.discountCode?.code}
                  title={i === 0 ? t('detail.basketBooking') : basket.step === 'declined' ? tLife('money.owed') : t('detail.basketQuote', { n: i })}
                />
                {basket.note.map((n, j) => (
                  <p key={j} className="instructions">
                    {n.message}
                  </p>
                ))}
              </div>
            ))}
            {order.quote ? (
              <div className="card">
                <QuoteLines quote={order.quote} locale={locale} />
              </div>
            ) : null}
            <Commissions order={order} />
          </section>

          <History order={order} people={people} statusLabel={statusLabel} contactChanges={query.data.contactChanges} />
        </div>

        <div className="admin-detail-info">
          <CustomerPanel order={order} />
          <LogisticsPanel order={order} locale={locale} />
          <NotesPanel orderId={order.id} notes={notes} viewerId={viewerId} clock={order.store} />
        </div>
      </div>
    </OrderPageProvider>
  );
}

/** A basket's state in words: a quote pending, accepted or declined; what a declined quote leaves to pay. */
function BasketBadge({ basket }: { basket: Order['pricing']['baskets'][number] }) {
  const t = useTranslations('Admin');
  const tLife = useTranslations('OrderLife');
  if (basket.answer === 'declined') return <span className="badge badge-muted">{tLife('quote.declined')}</span>;
  if (basket.step === 'declined') return <span className="badge badge-muted">{tLife('money.owed')}</span>;
  return <span className={`badge ${basket.isValidated ? 'badge-success' : 'badge-warn'}`}>{basket.isValidated ? t('detail.validated') : tLife('quote.pendingStaff')}</span>;
}
