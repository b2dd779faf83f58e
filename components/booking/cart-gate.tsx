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

type Props = {
  heading: string;
  serverCartId: string | null;
  /** The loading placeholder, shaped like the page to come (the checkout steps' card by default). */
  skeleton?: ReactNode;
  children: (cart: Cart) => ReactNode;
};

/** Loading, error and empty-cart states shared by the cart page and the checkout steps; renders the page once the cart is there. */
export function CartGate({ heading, serverCartId, skeleton, children }: Props) {
  const t = useTranslations('Cart');
  const { cart, query, hasStoredId } = useCart(serverCartId);
  if (hasStoredId && query.isPending) {
    return (
      <>
        <StepHeading>{heading}</StepHeading>
        <LoadingRegion label={t('loading')}>{skeleton ?? <SkeletonCard lines={5} height="16rem" />}</LoadingRegion>
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
