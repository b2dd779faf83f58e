import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StatementsList } from '../../../../atelier/statements/statements-list';
import { listPayees } from '@/lib/atelier/payees';
import { titleMetadata } from '@/lib/i18n/page-title';
import { ClientIsland } from '../../../../_components/messages';
import { backOfficePage } from '../../../_components/back-office-page';
import '../../../people/back-office.css';

export const generateMetadata = titleMetadata('Statements', 'title');

// An operator's or partner's payout statements, each month due marked paid from here: the atelier's list, the payee as a parameter (docs/atelier.md#payee-statements); staff 404.
export default async function PayeeStatementsPage({ params }: PageProps<'/[locale]/admin/payees/[id]/statements'>) {
  const { id } = await params;
  const { locale, principal } = await backOfficePage(params, `/admin/payees/${id}/statements`);
  const payee = (await listPayees(principal)).payees.find((p) => p.id === id);
  if (!payee) notFound();
  const t = await getTranslations({ locale, namespace: 'Payees' });
  return (
    <>
      <h1>{t('statementsTitle', { payee: payee.name, role: t(`roles.${payee.role}`) })}</h1>
      <p className="lead">{t('statementsIntro', { role: payee.role })}</p>
      <ClientIsland messages={['Statements', 'UI']}>
        <StatementsList principal={principal} payee={{ kind: payee.role, id: payee.id }} locale={locale} shareLabel={t('share')} />
      </ClientIsland>
    </>
  );
}
