import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isStaff, pagePrincipal } from '@/lib/admin/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { Locale } from '@/lib/schemas/common';
import { AdminNav } from './_components/admin-nav';
import { backOfficeLinks } from './_components/back-office-links';
import { ClientIsland } from '../_components/messages';
import './admin.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]/admin'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return { title: { default: t('metaTitle'), template: `%s · ${t('metaTitle')}` }, robots: { index: false, follow: false } };
}

/** The staff area: a bar with the staff member, their store and the admin links (only once signed in as staff). */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const { locale } = (await params) as { locale: Locale };
  const principal = await pagePrincipal();
  let bar = null;
  if (principal && isStaff(principal)) {
    const t = await getTranslations({ locale, namespace: 'Admin' });
    const store = principal.storeId ? (await getCatalogue()).storesById.get(principal.storeId)?.name : null;
    const apiKeysLabel = principal.role === 'admin' ? (await getTranslations({ locale, namespace: 'ApiKeys' }))('title') : undefined;
    const waitListLabel = principal.role === 'admin' ? (await getTranslations({ locale, namespace: 'WaitListAdmin' }))('nav') : undefined;
    const backOffice = principal.role === 'admin' ? await backOfficeLinks(locale) : undefined;
    bar = <AdminNav email={principal.email} scope={store ?? t('nav.allStores')} apiKeysLabel={apiKeysLabel} waitListLabel={waitListLabel} backOffice={backOffice} />;
  }
  return (
    <ClientIsland messages={['Admin', 'Counter', 'AttributeErrors', 'Account', 'UI', 'OrderLife', 'Invoices', 'Claims', 'Logistics', 'Payments', 'Lightbox', 'Thread']}>
      <div className="admin">
        {bar}
        {children}
      </div>
    </ClientIsland>
  );
}
