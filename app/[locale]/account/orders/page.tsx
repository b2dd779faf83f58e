import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import { MyOrders } from './my-orders';
import { ClientIsland } from '../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/account/orders'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { title: t('ordersTitle') };
}

export default async function MyOrdersPage({ params }: PageProps<'/[locale]/account/orders'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <ClientIsland messages={['Account', 'Orders', 'UI', 'Site.myOrders', 'AccountSelf.forgotLink', 'AccountSelf.noAccount', 'AccountSelf.signUpLink']}>
      <MyOrders locale={locale} />
    </ClientIsland>
  );
}
