import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { titleMetadata } from '@/lib/i18n/page-title';
import type { Locale } from '@/lib/schemas/common';
import { DashboardView } from '../_components/dashboard/dashboard-view';

export const generateMetadata = titleMetadata('Dashboard', 'heading');

// The brand's (admins: every store) or a store's (staff: theirs) dashboard (docs/dashboards.md#pages).
export default async function AdminDashboardPage({ params, searchParams }: PageProps<'/[locale]/admin/dashboard'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, '/admin/dashboard');
  const t = await getTranslations({ locale, namespace: 'Dashboard' });
  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <DashboardView principal={principal} locale={locale} searchParams={await searchParams} stores />
    </>
  );
}
