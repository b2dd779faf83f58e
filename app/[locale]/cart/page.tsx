import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { BookingStepper } from '../_components/booking-stepper';
import { subCategoryNames } from '../_components/catalogue-names';
import { prefetchCart } from '../_components/prefetch-cart';
import { CartView } from './cart-view';
import { ClientIsland } from '../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return { title: t('title') };
}

// Step 5: the cart — items, totals with the Bonus Réparation, discount code, currency.
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const qc = new QueryClient();
  const cartId = await prefetchCart(qc);
  return (
    <>
      <BookingStepper current="cart" />
      <ClientIsland messages={['Cart', 'UI', 'Site.currencyWarning', 'Site.refusals', 'Site.cart']}>
        <HydrationBoundary state={dehydrate(qc)}>
          <CartView locale={locale} names={await subCategoryNames(locale)} serverCartId={cartId} />
        </HydrationBoundary>
      </ClientIsland>
    </>
  );
}
