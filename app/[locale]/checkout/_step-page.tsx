import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { connection } from 'next/server';
import { titleMetadata } from '@/lib/i18n/page-title';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/schemas/common';
import { prefetchCart } from '../_components/prefetch-cart';
import { ClientIsland } from '../_components/messages';
import { CheckoutStepper } from './_stepper';
import { requireCartWithItems } from './_require-cart';

type Step = 'details' | 'delivery' | 'review';
type Params = { params: Promise<{ locale: string }> };

/** The `generateMetadata` of a checkout step: its title from `Checkout.<step>.title`. */
export const checkoutStepMetadata = (step: Step) => titleMetadata('Checkout', `${step}.title`);

/**
 * The shell every checkout step page shares: dynamic, a cart with items or back to the cart, the
 * cart prefetched for the client step, the stepper, and the client island with the step's messages.
 */
export async function checkoutStepPage(
  { params }: Params,
  step: Step,
  messages: string[],
  render: (locale: Locale, cartId: string | null) => ReactNode | Promise<ReactNode>,
) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireCartWithItems(locale);
  const qc = new QueryClient();
  const cartId = await prefetchCart(qc);
  return (
    <>
      <CheckoutStepper current={step} />
      <ClientIsland messages={messages}>
        <HydrationBoundary state={dehydrate(qc)}>{await render(locale, cartId)}</HydrationBoundary>
      </ClientIsland>
    </>
  );
}
