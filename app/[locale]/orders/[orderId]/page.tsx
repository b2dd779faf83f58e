import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { subCategoryNames } from '../../_components/catalogue-names';
import { OrderView } from './order-view';
import { ClientIsland } from '../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/orders/[orderId]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Orders' });
  return { title: t('title'), robots: { index: false } };
}

// Step 9: the confirmation, and afterwards the tracking page of the order.
export default async function OrderPage({ params, searchParams }: PageProps<'/[locale]/orders/[orderId]'>) {
  await connection();
  const { locale, orderId } = (await params) as { locale: Locale; orderId: string };
  const placed = (await searchParams).placed === '1';
  return (
    <ClientIsland messages={['Orders', 'OnlinePayment', 'UI', 'OrderLife', 'Logistics', 'Thread', 'Lightbox', 'Invoices.heading', 'Invoices.download', 'Invoices.invoice', 'Invoices.creditNote', 'Invoices.inForce', 'Invoices.cancelledBy', 'Invoices.cancels']}>
      <OrderView orderId={orderId} locale={locale} placed={placed} names={await subCategoryNames(locale)} />
    </ClientIsland>
  );
}
