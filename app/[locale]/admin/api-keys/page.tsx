import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { listKeys } from '@/lib/auth/api-keys';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../_components/messages';
import { NoAccess } from '../_components/no-access';
import { ApiKeysAdmin } from './api-keys-admin';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('ApiKeys', 'title');

// The brand systems' API keys (docs/integrators.md#api-keys): admins create and revoke them.
export default async function ApiKeysPage({ params }: PageProps<'/[locale]/admin/api-keys'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/api-keys');
  if (principal.role !== 'admin') return <NoAccess email={principal.email} />;
  const stores = [...(await getCatalogue()).storesById.values()].map((s) => ({ id: s.id, name: s.name }));
  return (
    <ClientIsland messages={['ApiKeys', 'UI']}>
      <ApiKeysAdmin keys={await listKeys()} stores={stores} />
    </ClientIsland>
  );
}
