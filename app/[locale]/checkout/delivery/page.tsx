import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { CheckoutStepper } from '../_stepper';
import { DeliveryStep } from './delivery-step';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout/delivery'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('delivery.title') };
}

export default async function DeliveryPage({ params }: PageProps<'/[locale]/checkout/delivery'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <>
      <CheckoutStepper current="delivery" />
      <DeliveryStep locale={locale} />
    </>
  );
}
