import { titleMetadata } from '@/lib/i18n/page-title';
import { storeLegalById } from '@/lib/places/legal';
import { listStores } from '@/lib/places/service';
import { ClientIsland } from '../../_components/messages';
import { backOfficePage } from '../_components/back-office-page';
import { StoresAdmin } from './stores-admin';
import '../people/back-office.css';

export const generateMetadata = titleMetadata('Places', 'stores.title');

// Stores (docs/back-office.md#places): contact, time zone, hours, closures, language, online, services, active; and each store's legal entity (#legal-entity).
export default async function StoresPage({ params }: PageProps<'/[locale]/admin/stores'>) {
  await backOfficePage(params, '/admin/stores');
  return (
    <ClientIsland messages={['Places', 'UI']}>
      <StoresAdmin stores={await listStores()} legal={await storeLegalById()} />
    </ClientIsland>
  );
}
