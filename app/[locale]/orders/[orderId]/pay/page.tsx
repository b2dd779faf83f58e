import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { onlinePaymentsEnabled } from '@/lib/payments/config';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../../_components/messages';
import { PayStep } from '@/components/payments/pay-step';

export async function generateMetadata({ params }: PageProps<'/[locale]/orders/[orderId]/pay'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'OnlinePayment' });
  return { title: t('title'), robots: { index: false } };
}

// The payment step (docs/payments.md): the only page that loads Stripe.js, and the only one whose CSP allows it (proxy.ts).
export default async function PayPage({ params }: PageProps<'/[locale]/orders/[orderId]/pay'>) {
  await connection();
  if (!onlinePaymentsEnabled()) notFound();
  const { locale, orderId } = (await params) as { locale: Locale; orderId: string };
  return (
    <ClientIsland messages={['OnlinePayment', 'UI']}>
      <PayStep place={{ api: `/api/sip/orders/${encodeURIComponent(orderId)}/online-payment`, home: `/orders/${encodeURIComponent(orderId)}` }} locale={locale} />
    </ClientIsland>
  );
}
