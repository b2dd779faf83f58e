import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { prefetchCart } from '../../_components/prefetch-cart';
import { CheckoutStepper } from '../_stepper';
import { requireCartWithItems } from '../_require-cart';
import { DeliveryStep } from './delivery-step';
import { ClientIsland } from '../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/delivery'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('delivery.title') };
}

export default async function DeliveryPage({ params }: PageProps<'/[locale]/checkout/delivery'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireCartWithItems(locale);
  const qc = new QueryClient();
  const cartId = await prefetchCart(qc);
  return (
    <>
      <CheckoutStepper current="delivery" />
      <ClientIsland messages={['Checkout', 'Cart', 'Account', 'UI', 'Logistics']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <DeliveryStep locale={locale} serverCartId={cartId} />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
