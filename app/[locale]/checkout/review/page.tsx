import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { subCategoryNames } from '../../_components/catalogue-names';
import { CheckoutStepper } from '../_stepper';
import { ReviewStep } from './review-step';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/review'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('review.title') };
}

export default async function ReviewPage({ params }: PageProps<'/[locale]/checkout/review'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <>
      <CheckoutStepper current="review" />
      <ReviewStep locale={locale} names={await subCategoryNames(locale)} />
    </>
  );
}
