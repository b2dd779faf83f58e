import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { listWebhookEndpoints, webhookDeliveries } from '@/lib/notifications/webhooks/endpoints';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../_components/messages';
import { WebhooksAdmin } from './webhooks-admin';

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/webhooks'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  return { title: t('webhooksTitle') };
}

// The brand's webhook endpoints and their recent deliveries; admins add and remove endpoints.
export default async function WebhooksPage({ params }: PageProps<'/[locale]/admin/webhooks'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/webhooks');
  const endpoints = await listWebhookEndpoints(principal);
  const deliveries = Object.fromEntries(await Promise.all(endpoints.map(async (e) => [e.id, await webhookDeliveries(e.id, principal)] as const)));
  const stores = [...(await getCatalogue()).storesById.values()].map((s) => ({ id: s.id, name: s.name }));
  return (
    <ClientIsland messages={['Notifications', 'UI']}>
      <WebhooksAdmin initial={{ endpoints, deliveries }} stores={stores} canEdit={principal.role === 'admin'} />
    </ClientIsland>
  );
}
