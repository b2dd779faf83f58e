import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { subCategoryNames } from '../../_components/catalogue-names';
import { prefetchCart } from '../../_components/prefetch-cart';
import { CheckoutStepper } from '../_stepper';
import { requireCartWithItems } from '../_require-cart';
import { ReviewStep } from './review-step';
import { ClientIsland } from '../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/review'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('review.title') };
}

export default async function ReviewPage({ params }: PageProps<'/[locale]/checkout/review'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  await requireCartWithItems(locale);
  const qc = new QueryClient();
  const cartId = await prefetchCart(qc);
  return (
    <>
      <CheckoutStepper current="review" />
      <ClientIsland messages={['Checkout', 'Cart', 'Account', 'UI', 'Site.refusals', 'Site.review', 'Logistics']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <ReviewStep locale={locale} names={await subCategoryNames(locale)} serverCartId={cartId} />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
