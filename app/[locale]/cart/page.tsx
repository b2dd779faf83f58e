import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { BookingStepper } from '../_components/booking-stepper';
import { subCategoryNames } from '../_components/catalogue-names';
import { CartView } from './cart-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Cart' });
  return { title: t('title') };
}

// Step 5: the cart — items, totals with the Bonus Réparation, discount code, currency.
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <>
      <BookingStepper current="cart" />
      <CartView locale={locale} names={await subCategoryNames(locale)} />
    </>
  );
}
