'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { AccountLinks } from '@/components/account/account-links';
import { SignInForm } from '@/components/account/sign-in-form';
import { SignedInCard } from '@/components/account/signed-in-card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { rememberedOrders } from '@/lib/client/order-request';
import { useHydrated } from '@/lib/client/use-hydrated';
import { meQuery, myOrdersQuery } from '@/lib/client/queries';
import { formatDate } from '@/lib/i18n/dates';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage, messageOr } from '@/lib/i18n/translated';
import { DONE_STATUSES, OrderFigures } from './order-figures';
import { CardSection } from '@/components/ui/card-section';

export function MyOrders({ locale }: { locale: Locale }) {
  const t = useTranslations('Account');
  const me = useQuery(meQuery());
  const qc = useQueryClient();
  const hydrated = useHydrated();
  const local = useMemo(() => (hydrated ? rememberedOrders() : []), [hydrated]);

  return (
    <>
      <StepHeading>{t('ordersHeading')}</StepHeading>
      {me.isPending ? (
        <LoadingRegion label={t('loading')}>
          <SkeletonCard lines={3} height="8rem" />
        </LoadingRegion>
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => me.refetch()} />
      ) : me.data ? (
        <>
          <SignedInCard email={me.data.email} onSignedOut={() => qc.removeQueries({ queryKey: ['orders'] })} />
          <OrderList locale={locale} />
        </>
      ) : (
        <div className="checkout-layout two">
          <CardSection id="signin-h" title={t('signInHeading')}>
            <SignInForm />
            <AccountLinks />
          </CardSection>
          {local.length > 0 ? (
            <CardSection id="local-h" title={t('thisDevice')}>
              <ul className="plain-list">
                {local.map((o) => (
                  <li key={o.id}>
                    <Link href={o.track ? `/track/${o.track}` : `/orders/${o.id}`}>{o.orderNumber}</Link>
                  </li>
                ))}
              </ul>
            </CardSection>
          ) : null}
        </div>
      )}
    </>
  );
}

function OrderList({ locale }: { locale: Locale }) {
  const t = useTranslations('Account');
  const tO = useTranslations('Orders');
  const orders = useQuery(myOrdersQuery());
  if (orders.isPending)
    return (
      <LoadingRegion label={t('loading')}>
        <SkeletonCard lines={2} height="6rem" />
        <SkeletonCard lines={2} height="6rem" />
      </LoadingRegion>
    );
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => orders.refetch()} />;
  if (orders.data.length === 0)
    return (
      <div className="card empty">
        <p>{t('noOrders')}</p>
        <Link href="/book" className="btn btn-primary">
          {t('bookFirst')}
        </Link>
      </div>
    );
  return (
    <ul className="order-list">
      {orders.data.map((o) => (
        <li key={o.id} className="card order-row">
          <div>
            <Link href={`/orders/${o.id}`} className="order-link">
              {o.orderNumber ?? o.id}
            </Link>
            <span className="muted small block">
              {formatDate(o.orderDate, { language: locale, country: o.store?.country, timeZone: o.store?.timeZone }, 'date')}
              {o.provider?.displayName ? ` · ${o.provider.displayName}` : ''}
              {o.items.length ? ` · ${o.items.map((i) => inLanguage(i.clothesCategory?.name, locale)).filter(Boolean).join(', ')}` : ''}
            </span>
          </div>
          <StatusBadge status={o.status} label={messageOr(tO, `statuses.${o.status}`, o.status)} />
          <OrderFigures
            total={o.estimatedPrice?.estimatedPrice}
            currency={o.currencyCode ?? o.currency}
            due={o.estimatedCompletionDate}
            done={DONE_STATUSES.has(o.status)}
            store={o.store}
          />
        </li>
      ))}
    </ul>
  );
}
