import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { pagePrincipal } from '@/lib/admin/session';
import { titleMetadata } from '@/lib/i18n/page-title';
import type { Locale } from '@/lib/schemas/common';
import { DashboardView } from '../../admin/_components/dashboard/dashboard-view';
import { StaffSignIn } from '../../admin/_components/staff-sign-in';

export const generateMetadata = titleMetadata('Dashboard', 'atelierHeading');

// An atelier's own dashboard (docs/dashboards.md#pages): its work only; other roles 404.
export default async function AtelierDashboardPage({ params, searchParams }: PageProps<'/[locale]/atelier/dashboard'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn namespace="Atelier" />;
  if (principal.role !== 'atelier' || !principal.providerId) notFound();
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  return (
    <>
      <h1>{t('atelierHeading')}</h1>
      <p className="lead">{t('intro')}</p>
      <DashboardView principal={principal} locale={locale} searchParams={await searchParams} stores={false} />
    </>
  );
}
