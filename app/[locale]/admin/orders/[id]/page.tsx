import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getAdminOrder } from '@/lib/admin/detail';
import { requireStaffPage } from '@/lib/admin/gate';
import { ApiError } from '@/lib/http/errors';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../../_components/messages';
import { MessagesPanel } from './messages-panel';
import { OrderAdmin } from './order-admin';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Admin', 'detail.metaTitle');

// One order as staff run it: everything about it, the next steps, quotes, archive, internal notes.
export default async function AdminOrderPage({ params }: PageProps<'/[locale]/admin/orders/[id]'>) {
  await connection();
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const principal = await requireStaffPage(locale, `/admin/orders/${id}`);
  let detail: AdminOrderDetail;
  try {
    detail = await getAdminOrder(id, principal, locale);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    throw error;
  }
  return (
    <>
      <OrderAdmin initial={detail} locale={locale} viewerId={principal.accountId} />
      <ClientIsland messages={['Notifications', 'UI']}><MessagesPanel orderId={id} store={detail.order.store} /></ClientIsland>
    </>
  );
}
