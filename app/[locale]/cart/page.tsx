import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { connection } from 'next/server';
import type { Locale } from '@/lib/schemas/common';
import { BookingStepper } from '../_components/booking-stepper';
import { subCategoryNames } from '../_components/catalogue-names';
import { prefetchCart } from '../_components/prefetch-cart';
import { CartView } from './cart-view';
import { ClientIsland } from '../_components/messages';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Cart', 'title');

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
