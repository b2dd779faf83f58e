import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { CheckoutStepper } from '../_stepper';
import { DetailsStep } from './details-step';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/details'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('details.title') };
}

export default async function DetailsPage({ params }: PageProps<'/[locale]/checkout/details'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <>
      <CheckoutStepper current="details" />
      <DetailsStep locale={locale} />
    </>
  );
}
