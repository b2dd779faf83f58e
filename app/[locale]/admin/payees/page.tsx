import { getTranslations } from 'next-intl/server';
import { listPayees } from '@/lib/atelier/payees';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ClientIsland } from '../../_components/messages';
import { backOfficePage } from '../_components/back-office-page';
import { PayeesAdmin } from './payees-admin';
import '../people/back-office.css';

export const generateMetadata = titleMetadata('Payees', 'title');

// Operators and partners paid from the commission split, and each store's (docs/atelier.md#payee-statements); staff 404.
export default async function PayeesPage({ params }: PageProps<'/[locale]/admin/payees'>) {
  const { locale, principal } = await backOfficePage(params, '/admin/payees');
  const t = await getTranslations({ locale, namespace: 'Payees' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientIsland messages={['Payees', 'UI']}>
        <PayeesAdmin {...await listPayees(principal)} />
      </ClientIsland>
    </>
  );
}
