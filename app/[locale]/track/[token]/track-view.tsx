'use client';

import { openPaymentStep } from '@/components/payments/open-payment-step';
import { useLocale, useTranslations } from 'next-intl';
import { StoreDetails } from '@/components/booking/store-details';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { StoreInfo } from '@/lib/schemas/logistics';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { CustomerQuote, OwedNote } from '@/components/orders/customer-quote';
import { isProblem } from '@/lib/client/problem';
import { answerTrackedQuote, commentTrackedOrder, transitionTrackedOrder } from '@/lib/client/tracking';
import { OrderThread } from '@/components/orders/order-thread';
import { ProviderPhotosCard } from '@/components/orders/provider-photos';
import type { OrderComment, OrderRequest, ProviderUpload } from '@/lib/schemas/thread';
import type { QuoteView } from '@/lib/schemas/order-life';
import type { OrderStatus } from '@/lib/schemas/constants';
import type { BasketSchema } from '@/lib/schemas/pricing';
import { CardSection } from '@/components/ui/card-section';
import { PaymentNotice } from '@/components/payments/payment-notice';

type Cost = z.output<typeof BasketSchema>['costToUser'];
export type TrackedOrder = {
  orderNumber: string;
  status: string;
  estimatedCompletionDate: string;
  currency: string;
  items: { id: string; name: string; services: string[] }[];
  cost: Cost;
  /** The agreed basket's items: their offers name the breakdown's offer lines (docs/decisions.md#price-breakdown). */
  basketItems: z.output<typeof BasketSchema>['items'];
  discountCode: string | null;
  quote: QuoteView | null;
  quotePending: boolean;
  allowed: string[];
  version: number;
  store?: StoreClock;
  histories: { status: string; date: string }[];
  comments: OrderComment[];
  requests: OrderRequest[];
  providerUploads: ProviderUpload[];
  /** A card booking's payment (docs/payments.md#pay-again): what is due, the failed attempts; paid through the link's own pay page. */
  payment: { id: string; status: string; paymentMethod: string; isPayed: boolean; due?: number; paymentIssue: unknown[] };
  next: {
    option: string;
    instructions: string;
    kind: string;
    slot: { start: string; end: string } | null;
    labelUrl: string | null;
    store: Pick<StoreInfo, 'name' | 'address' | 'openingHours' | 'timeZone'>;
  };
};

/** The order behind a tracking link: what it is, where it stands, and the customer's two possible actions. */
export function TrackView({ token, order, locale }: { token: string; order: TrackedOrder; locale: string }) {
  const t = useTranslations('Orders');
  const tUi = useTranslations('UI');
  const dates = useStoreDates(order.store);
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const move = async (to: string) => {
    setBusy(to);
    setError(null);
    try {
      // The version the page was read at: a quote that changed meanwhile is refused (412) and the page reloads.
      if (to === 'accepted' || to === 'declined') await answerTrackedQuote(token, to, order.version);
      else await transitionTrackedOrder(token, to, order.version);
      // Accepted above what was paid by card: on to paying the difference through the link (docs/payments.md#quote-difference).
      if (to === 'accepted' && (order.quote?.payOnAccept ?? 0) > 0) openPaymentStep(locale, `/track/${encodeURIComponent(token)}/pay`);
      else router.refresh();
    } catch (e) {
      setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
      if (isProblem(e, 'stale_order')) router.refresh();
    } finally {
      setBusy(null);
      setConfirmCancel(false);
    }
  };
  const can = (to: string) => order.allowed.includes(to);
  return (
    <>
      <StepHeading>{t('heading', { number: order.orderNumber })}</StepHeading>
      <section className="card" aria-labelledby="track-status">
        <p id="track-status">
          {t('status')} <StatusBadge status={order.status} label={t(`statuses.${order.status as OrderStatus}`)} />
        </p>
        {order.status !== 'cancelled' && (
          <p>
            {t('estimated')} {dates.date(order.estimatedCompletionDate, 'dateLong')}
          </p>
        )}
        {error && <p role="alert" className="field-error">{error}</p>}
      </section>
      <PaymentNotice order={order.payment} locale={locale} href={`/track/${encodeURIComponent(token)}/pay`} />
      {order.status !== 'cancelled' && order.status !== 'completed' ? <NextStep order={order} dates={dates} /> : null}
      <OrderTimeline histories={order.histories} status={order.status} dates={dates} />
      {order.quote && order.quotePending && can('in_repair') ? (
        <CustomerQuote quote={order.quote} locale={locale} busy={busy === 'accepted' || busy === 'declined' ? busy : null} onAnswer={(a) => move(a)} />
      ) : null}
      <CardSection id="track-items" title={t('items')}>
        <ul>
          {order.items.map((item) => (
            <li key={item.id}>
              {item.name}: {item.services.join(', ')}
            </li>
          ))}
        </ul>
        {order.status !== 'cancelled' ? <PriceBreakdown cost={order.cost} items={order.basketItems} discountCode={order.discountCode} currency={order.currency} title={t('summary')} /> : null}
        <OwedNote status={order.status} quote={order.quote} owed={order.cost.total} currency={order.currency} />
      </CardSection>
      <ProviderPhotosCard uploads={order.providerUploads} />
      {/* docs/atelier.md#messages: the tracking link is enough to write on the thread. */}
      <OrderThread comments={order.comments} requests={order.requests} side="customer" clock={order.store} send={(body) => commentTrackedOrder(token, body)} onSent={() => router.refresh()} />
      {can('cancelled') && (
        <section className="card">
          {confirmCancel ? (
            <div className="confirm" role="group" aria-label={t('cancel.confirmLabel')}>
              <p>{t('cancel.confirm')}</p>
              <Button variant="danger" onClick={() => move('cancelled')} busy={busy === 'cancelled'}>{t('cancel.yes')}</Button>
              <Button variant="secondary" onClick={() => setConfirmCancel(false)}>{t('cancel.no')}</Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmCancel(true)}>{t('cancel.button')}</Button>
          )}
        </section>
      )}
    </>
  );
}

/** The option chosen and what it asks now: its instructions, the slot, the label while it is still to send, the counter's address and hours. */
function NextStep({ order, dates }: { order: TrackedOrder; dates: ReturnType<typeof useStoreDates> }) {
  const t = useTranslations('Orders');
  const tL = useTranslations('Logistics');
  const language = useLocale();
  const { next } = order;
  return (
    <CardSection id="track-next" title={t('next')}>
      <p>
        <strong>{next.option}</strong>
      </p>
      {next.instructions ? <p className="instructions">{next.instructions}</p> : null}
      {next.slot ? (
        <p>
          {tL('slot')} <strong className="pickup-slot">{dates.slot(next.slot)}</strong> <span className="muted small">({tL('localTime')})</span>
        </p>
      ) : null}
      {next.labelUrl && order.status === 'booked' ? (
        <p className="item-actions">
          <a className="btn btn-primary" href={next.labelUrl} download={`label-${order.orderNumber}.pdf`}>
            {tL('label')}
          </a>
        </p>
      ) : null}
      {next.kind === 'store_drop_off' ? (
        <StoreDetails store={next.store} language={language} labels={{ address: tL('address'), hours: tL('hours'), closed: tL('closed'), zone: tL('localTime') }} />
      ) : null}
    </CardSection>
  );
}
