import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StatementsList } from '../../../../atelier/statements/statements-list';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ClientIsland } from '../../../../_components/messages';
import { backOfficePage } from '../../../_components/back-office-page';
import '../../../people/back-office.css';

export const generateMetadata = titleMetadata('Statements', 'title');

// An atelier's payout statements as admins see them, each month due marked paid from here (docs/atelier.md#statements-pages); staff 404.
export default async function AdminAtelierStatementsPage({ params }: PageProps<'/[locale]/admin/ateliers/[id]/statements'>) {
  const { id } = await params;
  const { locale, principal } = await backOfficePage(params, `/admin/ateliers/${id}/statements`);
  const provider = (await getCatalogue()).providersById.get(id);
  if (!provider) notFound();
  const t = await getTranslations({ locale, namespace: 'Statements' });
  return (
    <>
      <h1>{t('adminTitle', { atelier: provider.displayName })}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientIsland messages={['Statements', 'UI']}>
        <StatementsList principal={principal} payee={{ kind: 'atelier', id }} locale={locale} />
      </ClientIsland>
    </>
  );
}
