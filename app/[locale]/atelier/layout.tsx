import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePrincipal } from '@/lib/admin/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ClientIsland } from '../_components/messages';
import { AtelierNav } from './_components/atelier-nav';
import '../admin/admin.css';
import './atelier.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]/atelier'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Atelier' });
  return { title: { default: t('metaTitle'), template: `%s · ${t('metaTitle')}` }, robots: { index: false, follow: false } };
}

/** The atelier's place (docs/atelier.md#queue): a bar with the atelier and its pages, once signed in with an atelier account. */
export default async function AtelierLayout({ children }: LayoutProps<'/[locale]/atelier'>) {
  const principal = await pagePrincipal();
  let bar = null;
  if (principal?.role === 'atelier' && principal.providerId) {
    const provider = (await getCatalogue()).providersById.get(principal.providerId)?.displayName ?? '';
    bar = <AtelierNav email={principal.email} provider={provider} />;
  }
  return (
    <ClientIsland messages={['Atelier', 'Admin.nav.signOut', 'Account', 'UI']}>
      <div className="admin atelier">
        {bar}
        {children}
      </div>
    </ClientIsland>
  );
}
