import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CapacityForm } from '@/components/atelier/capacity-form';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { getAtelierCapacity } from '@/lib/places/service';
import { ClientIsland } from '../../../../_components/messages';
import { backOfficePage } from '../../../_components/back-office-page';
import '../../../people/back-office.css';

export const generateMetadata = titleMetadata('Capacity', 'title');

// An atelier's bench calendar set by an admin (docs/atelier.md#capacity-page): the atelier's own form; staff 404.
export default async function AdminAtelierCapacityPage({ params }: PageProps<'/[locale]/admin/ateliers/[id]/capacity'>) {
  const { id } = await params;
  const { locale, principal } = await backOfficePage(params, `/admin/ateliers/${id}/capacity`);
  const provider = (await getCatalogue()).providersById.get(id);
  if (!provider) notFound();
  const t = await getTranslations({ locale, namespace: 'Capacity' });
  return (
    <>
      <h1>{t('adminTitle', { atelier: provider.displayName })}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientIsland messages={['Capacity', 'UI']}>
        <CapacityForm initial={await getAtelierCapacity(principal, id)} />
      </ClientIsland>
    </>
  );
}
