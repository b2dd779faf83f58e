import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { listAteliers } from '@/lib/places/service';
import { ClientIsland } from '../../_components/messages';
import { backOfficePage } from '../_components/back-office-page';
import { AteliersAdmin } from './ateliers-admin';
import '../people/back-office.css';

export const generateMetadata = titleMetadata('Places', 'ateliers.title');

// Ateliers (docs/back-office.md#places): contact, Bonus Réparation, areas and stores served, paused.
export default async function AteliersPage({ params }: PageProps<'/[locale]/admin/ateliers'>) {
  await backOfficePage(params, '/admin/ateliers');
  const stores = [...(await getCatalogue()).storesById.values()].map((s) => ({ id: s.id, name: s.name }));
  return (
    <ClientIsland messages={['Places', 'UI']}>
      <AteliersAdmin ateliers={await listAteliers()} stores={stores} />
    </ClientIsland>
  );
}
