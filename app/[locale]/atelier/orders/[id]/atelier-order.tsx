'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { OrderThread } from '@/components/orders/order-thread';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { problemMessage } from '@/components/ui/error-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { isDueSoon, isLate } from '@/lib/atelier/queue';
import { browserApi } from '@/lib/client/api';
import { useStoreDates } from '@/lib/client/use-dates';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { ItemsSection } from '../../../admin/orders/[id]/order-items';
import { OrderPageProvider, pageHandles, useOrderErrorHandler, useOrderPage } from '../../../admin/orders/[id]/order-page';
import { PageNotice, type Notice } from '../../../admin/orders/[id]/page-notice';
import { QuoteForm } from '../../../admin/orders/[id]/quote-form';
import { SignaturePanel } from '../../../admin/orders/[id]/signature-panel';
import { detailKey, useOrderChanged } from '../../../admin/orders/[id]/use-order-changed';
import { BenchPhotos } from './bench-photos';

/**
 * The atelier's order page (docs/atelier.md#order-page). It keeps the order under the staff page's
 * query key and shape (notes, people and contact changes empty: the atelier has none of them), so
 * the forms it shares with the staff page — the revised quote, the 412 and 401 handling — work
 * unchanged. A colleague's change shows without a reload, as on the staff page.
 */
export function AtelierOrder({ initial, locale, willMiss = false }: { initial: AdminOrderDetail; locale: Locale; /** The late forecast when the page opened (docs/atelier.md#forecast). */ willMiss?: boolean }) {
  const t = useTranslations('Thread');
  const tA = useTranslations('Atelier');
  const [notice, setNotice] = useState<Notice>(null);
  const id = initial.order.id;
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: async ({ signal }) => ({ ...initial, order: await browserApi.orders.read(id, signal) }),
    initialData: initial,
    staleTime: 10_000,
    refetchInterval: 15_000,
  });
  const { order, itemLabels } = query.data;
  const handleError = useOrderErrorHandler(order, setNotice);
  const changed = useOrderChanged();
  const dates = useStoreDates(order.store);
  const now = new Date();
  const bench = { status: order.status, estimatedCompletionDate: new Date(order.estimatedCompletionDate) };
  const late = isLate(bench, now);
  const dueSoon = !late && isDueSoon(bench, now);

  return (
    <OrderPageProvider value={{ version: order.version, handleError }}>
      <div className="atelier-order">
        <p className="back-link">
          <Link href="/atelier">
            <span aria-hidden="true">←</span>
            {t('backToQueue')}
          </Link>
        </p>
        <StepHeading>{t('orderHeading', { number: order.orderNumber })}</StepHeading>
        <div className="detail-badges">
          <StatusBadge status={order.status} label={tA(`statuses.${order.status}`)} />
          {late ? <span className="badge badge-danger">{tA('queue.late')}</span> : willMiss && initial.order.status === order.status ? <span className="badge badge-danger">{tA('queue.willMiss')}</span> : dueSoon ? <span className="badge badge-warn">{tA('queue.dueSoon')}</span> : null}
        </div>
        <PageNotice notice={notice} onSignedIn={() => setNotice({ kind: 'signedIn' })} />
        <div className="atelier-order-grid">
          <div className="atelier-order-work">
            <BenchStep order={order} />
            {order.status === 'received' ? <QuoteForm order={order} itemLabels={itemLabels} locale={locale} /> : null}
            {/* docs/atelier.md#signature: a store drop-off received here is signed on the atelier's tablet, as at the counter. */}
            {order.logisticOption.kind === 'store_drop_off' && (order.status === 'received' || order.customerSignature) ? <SignaturePanel order={order} /> : null}
            <BenchPhotos order={order} />
          </div>
          <div className="atelier-order-main">
            <CardSection id="atelier-facts-h" title={t('orderHeading', { number: order.orderNumber })}>
              <dl className="atelier-facts">
                <div>
                  <dt>{t('due')}</dt>
                  <dd>
                    <time dateTime={order.estimatedCompletionDate}>{dates.date(order.estimatedCompletionDate, 'dateFull')}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t('store')}</dt>
                  <dd>{order.store.name}</dd>
                </div>
                <div>
                  <dt>{t('customer')}</dt>
                  {/* docs/atelier.md#messages: the atelier knows the customer by given name only. */}
                  <dd>{order.customer.givenName}</dd>
                </div>
              </dl>
              {order.note ? <p className="instructions">{order.note}</p> : null}
            </CardSection>
            <ItemsSection order={order} itemLabels={itemLabels} locale={locale} />
            <OrderThread
              comments={order.comments}
              requests={order.requests}
              side="team"
              attach
              clock={order.store}
              send={(body) => browserApi.orders.comment(order.id, body)}
              onSent={() => changed()}
            />
          </div>
        </div>
      </div>
    </OrderPageProvider>
  );
}

/** The bench's next step (received → in repair → repaired), under If-Match of the version the page shows. */
function BenchStep({ order }: { order: Order }) {
  const t = useTranslations('Thread');
  const tA = useTranslations('Atelier');
  const tUi = useTranslations('UI');
  const page = useOrderPage();
  const changed = useOrderChanged();
  const [done, setDone] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (to: string) => browserApi.orders.transition(order.id, to, undefined, page.version),
    onError: page.handleError,
    onSuccess: async (next) => {
      setDone(t('moved', { status: tA(`statuses.${next.status}`) }));
      await changed(next);
    },
  });
  const steps = order.allowedTransitions.filter((s): s is 'received' | 'in_repair' | 'repaired' => s === 'received' || s === 'in_repair' || s === 'repaired');
  return (
    <CardSection id="bench-step-h" title={t('nextStep')}>
      <p role="status" className="ok small">
        {done}
      </p>
      {steps.length === 0 ? <p className="muted">{t('noStep')}</p> : null}
      {steps.map((to) => (
        <Button key={to} busy={move.isPending && move.variables === to} onClick={() => { setDone(null); move.mutate(to); }} className="atelier-step">
          {tA(`steps.${to}`)}
        </Button>
      ))}
      {move.isError && !pageHandles(move.error) ? (
        <p className="field-error" role="alert">
          {problemMessage(move.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
    </CardSection>
  );
}
