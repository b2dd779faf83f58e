'use client';

import { openPaymentStep } from '@/components/payments/open-payment-step';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, problemMessage } from '@/components/ui/error-state';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { InvoiceLinks } from '@/components/invoices/invoice-links';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { ApiProblem, isProblem } from '@/lib/client/problem';
import { CustomerQuote, OwedNote } from '@/components/orders/customer-quote';
import { keys, meQuery, orderQuery } from '@/lib/client/queries';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import type { OrderView as Order } from '@/lib/client/order-schema';
import type { SubCategoryNames } from '../../_components/catalogue-names';
import { inLanguage, messageOr } from '@/lib/i18n/translated';
import { useStoreDates } from '@/lib/client/use-dates';
import { OrderLogistics, PaidAndDue } from './order-logistics';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { ServiceLines } from '@/components/booking/service-lines';
import { CardSection } from '@/components/ui/card-section';
import { PaymentNotice } from '@/components/payments/payment-notice';
import { PostalAddress } from '@/components/orders/postal-address';
import { OrderThread } from '@/components/orders/order-thread';
import { ProviderPhotosCard } from '@/components/orders/provider-photos';


export function OrderView({ orderId, locale, placed, names }: { orderId: string; locale: Locale; placed: boolean; names: SubCategoryNames }) {
  const t = useTranslations('Orders');
  const query = useQuery(orderQuery(orderId));
  if (query.isPending) {
    return (
      <>
        <StepHeading>{placed ? t('thanks') : t('title')}</StepHeading>
        <LoadingRegion label={t('loading')}>
          <SkeletonCard lines={4} height="10rem" />
          <SkeletonCard lines={6} height="16rem" />
        </LoadingRegion>
      </>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiProblem && (query.error.status === 404 || query.error.status === 401 || query.error.status === 403);
    return (
      <>
        <StepHeading>{t('title')}</StepHeading>
        {notFound ? (
          <div className="card empty">
            <p>{t('notFound')}</p>
            <Link href="/account/orders" className="btn btn-secondary">
              {t('toMyOrders')}
            </Link>
          </div>
        ) : (
          <ErrorState error={query.error} onRetry={() => query.refetch()} />
        )}
      </>
    );
  }
  return <OrderDetails order={query.data} locale={locale} placed={placed} names={names} />;
}

function OrderDetails({ order, locale, placed, names }: { order: Order; locale: Locale; placed: boolean; names: SubCategoryNames }) {
  const t = useTranslations('Orders');
  const tUi = useTranslations('UI');
  const dates = useStoreDates(order.store);
  const qc = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  // A signed-in customer has photos of its own to send with a message; a guest has none (docs/atelier.md#message-images).
  const signedIn = !!useQuery(meQuery()).data;
  const status = order.status ?? order.histories.at(-1)?.status ?? 'booked';
  const baskets = order.pricing.baskets;
  const original = baskets[order.pricing.originalPriceBasketIndex] ?? baskets[0];
  const latest = baskets.at(-1);
  // What the customer owes now: the last basket they agreed to (an accepted quote), else the booking's.
  const agreed = baskets.findLast((b) => b.isValidated) ?? original;
  const currency = order.currencyCode;
  // The version read goes back as If-Match: an answer to a quote that changed meanwhile is refused (412), then the page reloads it.
  const onError = (e: unknown) => (isProblem(e, 'stale_order') ? qc.invalidateQueries({ queryKey: keys.order(order.id) }) : undefined);
  const move = useMutation({
    mutationFn: (to: string) => browserApi.orders.transition(order.id, to, undefined, order.version),
    onSuccess: (next) => qc.setQueryData(keys.order(order.id), next),
    onError,
  });
  const answer = useMutation({
    mutationFn: (a: 'accepted' | 'declined') => browserApi.orders.answerQuote(order.id, { answer: a }, order.version),
    onSuccess: (next, a) => {
      qc.setQueryData(keys.order(order.id), next);
      // Accepted above what was paid by card: on to paying the difference (docs/payments.md#quote-difference).
      if (a === 'accepted' && (order.quote?.payOnAccept ?? 0) > 0) openPaymentStep(locale, `/orders/${order.id}/pay`);
    },
    onError,
  });
  const date = (iso: string, style: 'dateLong' | 'dateFull' = 'dateLong') => dates.date(iso, style);
  const quotePending = status === 'quote_pending' && latest && latest !== original;

  return (
    <>
      <StepHeading>{placed ? t('thanks') : t('heading', { number: order.orderNumber })}</StepHeading>
      <div className="order-head card">
        <p>
          {t('number')} <strong className="order-number">{order.orderNumber}</strong>
        </p>
        <p>
          {t('status')} <StatusBadge status={status} label={messageOr(t, `statuses.${status}`, status)} />
        </p>
        {order.estimatedCompletionDate && status !== 'cancelled' ? (
          <p>
            {t('estimated')} <strong>{date(order.estimatedCompletionDate, 'dateFull')}</strong>
          </p>
        ) : null}
        {placed ? <p className="muted small">{t('keepLink')}</p> : null}
      </div>

      {quotePending && order.quote ? (
        <CustomerQuote quote={order.quote} locale={locale} busy={answer.isPending ? (answer.variables ?? null) : null} onAnswer={(a) => answer.mutate(a)} />
      ) : null}
      {answer.isError ? (
        <p className="field-error" role="alert">
          {problemMessage(answer.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      {move.isError ? (
        <p className="field-error" role="alert">
          {problemMessage(move.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}

      <div className="checkout-layout two">
        <div>
          {status !== 'cancelled' && order.logisticOption ? (
            <CardSection id="next-h" title={t('next')}>
              <p>
                <strong>{inLanguage(order.logisticOption.displayName, locale)}</strong>
              </p>
              {order.logisticOption.instructions ? <p className="instructions">{inLanguage(order.logisticOption.instructions, locale)}</p> : null}
              <OrderLogistics order={order} locale={locale} />
              <p className="muted small">{messageOr(t, `payment.${order.paymentMethod}`, order.paymentMethod)}</p>
              <PaymentNotice order={order} locale={locale} />
            </CardSection>
          ) : null}
          <InvoiceLinks orderId={order.id} status={status} mode="download" />
          <OrderTimeline histories={order.histories} status={status} dates={dates} />
          <ContactDetails order={order} />
          <ProviderPhotosCard uploads={order.providerUploads} />
          <CardSection id="items-h" title={t('items')}>
            <ul className="review-items">
              {order.items.map((item, i) => {
                const sub = typeof item.subClothesCategory === 'string' ? names[item.subClothesCategory] : undefined;
                return (
                  <li key={item.id ?? item.itemId ?? i}>
                    <strong>{sub?.name ?? item.name}</strong>
                    <ServiceLines
                      currency={currency}
                      lines={item.subServices.map((s) => ({
                        key: s.subServiceId,
                        name: inLanguage(s.displayName ?? s.name, locale) || s.subServiceId,
                        quantity: s.quantity ?? 1,
                        total: (s.price[currency as 'EUR'] ?? 0) * (s.quantity ?? 1),
                      }))}
                    />
                  </li>
                );
              })}
            </ul>
          </CardSection>
        </div>
        <aside className="card summary">
          {agreed && status !== 'cancelled' ? <PriceBreakdown cost={agreed.costToUser} items={agreed.items} currency={currency} discountCode={order.discountCode} title={t('summary')} /> : null}
          <OwedNote status={status} quote={order.quote} owed={agreed?.costToUser.total ?? 0} currency={currency} />
          <PaidAndDue order={order} />
          {status === 'booked' ? (
            confirmCancel ? (
              <div className="confirm" role="group" aria-label={t('cancel.confirmLabel')}>
                <p>{t('cancel.confirm')}</p>
                <div className="item-actions">
                  <Button variant="danger" onClick={() => move.mutate('cancelled')} busy={move.isPending && move.variables === 'cancelled'}>
                    {t('cancel.yes')}
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmCancel(false)}>
                    {t('cancel.no')}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
                {t('cancel.button')}
              </Button>
            )
          ) : null}
        </aside>
      </div>
      {/* docs/atelier.md#messages: the customer writes to the store and the atelier, or makes a request. */}
      <OrderThread
        comments={order.comments}
        requests={order.requests}
        side="customer"
        attach={signedIn}
        clock={order.store}
        send={(body) => browserApi.orders.comment(order.id, body)}
        onSent={() => qc.invalidateQueries({ queryKey: keys.order(order.id) })}
      />
      <p>
        <Link href="/book">{t('bookAnother')}</Link>
      </p>
    </>
  );
}

/** The contact details the store has for this order, as staff last corrected them (docs/counter.md#contact-edits). */
function ContactDetails({ order }: { order: Order }) {
  const t = useTranslations('Orders');
  const c = order.customer;
  if (!c) return null;
  const a = order.address;
  return (
    <CardSection id="contact-h" title={t('contact.heading')}>
      <p className="contact-details">
        <strong>{[c.givenName, c.familyName].filter(Boolean).join(' ')}</strong>
        {c.email ? <span className="block">{c.email}</span> : null}
        {c.phone ? <span className="block">{c.phone}</span> : null}
      </p>
      {/* docs/counter.md#no-address: booked in store both ways, without an address. */}
      {a?.address ? (
        <PostalAddress address={a} />
      ) : (
        <p className="muted small">{t('contact.noAddress')}</p>
      )}
    </CardSection>
  );
}
