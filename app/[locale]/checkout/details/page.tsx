import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { prefetchCart } from '../../_components/prefetch-cart';
import { CheckoutStepper } from '../_stepper';
import { requireCartWithItems } from '../_require-cart';
import { DetailsStep } from './details-step';
import { ClientIsland } from '../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/details'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('details.title') };
}

export default async function DetailsPage({ params }: PageProps<'/[locale]/checkout/details'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireCartWithItems(locale);
  const qc = new QueryClient();
  const cartId = await prefetchCart(qc);
  return (
    <>
      <CheckoutStepper current="details" />
      <ClientIsland messages={['Checkout', 'Cart', 'Account', 'AccountSelf.savedAddressPick', 'AccountSelf.savedAddressNone', 'UI', 'Logistics']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <DetailsStep locale={locale} serverCartId={cartId} />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
