import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { StatementsList } from './statements-list';
import { pagePrincipal } from '@/lib/admin/session';
import { titleMetadata } from '@/lib/i18n/page-title';
import type { Locale } from '@/lib/schemas/common';
import { StaffSignIn } from '../../admin/_components/staff-sign-in';
import { ClientIsland } from '../../_components/messages';

export const generateMetadata = titleMetadata('Statements', 'title');

// The atelier's own payout statements (docs/atelier.md#statements-pages); other roles 404, a visitor the sign-in.
export default async function AtelierStatementsPage({ params }: PageProps<'/[locale]/atelier/statements'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  const t = await getTranslations({ locale, namespace: 'Statements' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <ClientIsland messages={['Statements', 'UI']}>
        <StatementsList principal={principal} payee={{ kind: 'atelier', id: principal.providerId }} locale={locale} />
      </ClientIsland>
    </>
  );
}
