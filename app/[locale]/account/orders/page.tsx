import { connection } from 'next/server';
import type { Locale } from '@/lib/schemas/common';
import { MyOrders } from './my-orders';
import { ClientIsland } from '../../_components/messages';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Account', 'ordersTitle');

export default async function MyOrdersPage({ params }: PageProps<'/[locale]/account/orders'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  return (
    <ClientIsland messages={['Account', 'Orders', 'UI', 'Site.myOrders', 'AccountSelf.forgotLink', 'AccountSelf.noAccount', 'AccountSelf.signUpLink']}>
      <MyOrders locale={locale} />
    </ClientIsland>
  );
}
