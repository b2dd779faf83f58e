import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { listWebhookEndpoints, webhookDeliveries } from '@/lib/notifications/webhooks/endpoints';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../_components/messages';
import { WebhooksAdmin } from './webhooks-admin';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Notifications', 'webhooksTitle');

// The brand's webhook endpoints and their recent deliveries; admins add and remove endpoints.
export default async function WebhooksPage({ params }: PageProps<'/[locale]/admin/webhooks'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/webhooks');
  const endpoints = await listWebhookEndpoints(principal);
  const deliveries = Object.fromEntries(await Promise.all(endpoints.map(async (e) => [e.id, (await webhookDeliveries(e.id, principal)).deliveries] as const)));
  const stores = [...(await getCatalogue()).storesById.values()].map((s) => ({ id: s.id, name: s.name }));
  return (
    <ClientIsland messages={['Notifications', 'WebhookActions', 'UI']}>
      <WebhooksAdmin initial={{ endpoints, deliveries }} stores={stores} canEdit={principal.role === 'admin'} />
    </ClientIsland>
  );
}
