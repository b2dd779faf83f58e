'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { ApiProblem } from '@/lib/client/problem';
import { useCart } from '@/lib/client/use-cart';
import { Link } from '@/lib/i18n/navigation';
import type { Cart } from '@/lib/schemas/cart';

/** Loading, error and empty-cart states shared by the checkout steps; renders the step once the cart is there. */
export function CartGate({ heading, serverCartId, children }: { heading: string; serverCartId: string | null; children: (cart: Cart) => ReactNode }) {
  const t = useTranslations('Cart');
  const { cart, query, hasStoredId } = useCart(serverCartId);
  if (hasStoredId && query.isPending) {
    return (
      <>
        <StepHeading>{heading}</StepHeading>
        <LoadingRegion label={t('loading')}>
          <SkeletonCard lines={5} height="16rem" />
        </LoadingRegion>
      </>
    );
  }
  if (query.isError && !(query.error instanceof ApiProblem && query.error.status === 404)) {
    return (
      <>
        <StepHeading>{heading}</StepHeading>
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </>
    );
  }
  if (!cart || cart.items.length === 0) {
    return (
      <>
        <StepHeading>{heading}</StepHeading>
        <div className="card empty">
          <p>{t('empty')}</p>
          <Link href="/book" className="btn btn-primary">
            {t('startBooking')}
          </Link>
        </div>
      </>
    );
  }
  return <>{children(cart)}</>;
}
