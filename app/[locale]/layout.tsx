import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { UNMATCHED_HEADER } from '@/lib/i18n/known-pages';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BRAND_ICON } from '@/components/brand-icon';
import { SiteHeader } from '@/components/ui/site-header';
import { routing } from '@/lib/i18n/routing';
import { ClientMessages } from './_components/messages';
import { headerCart } from './_components/prefetch-cart';
import '../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    icons: { icon: BRAND_ICON },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9a3b1f' };

/** The header with the count of the cart the cookie names (read in its own boundary: it streams). */
async function Header() {
  return <SiteHeader cart={await headerCart()} />;
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every page is rendered per request: pages read the database, and the CSP nonce is per request.
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const unmatched = (await headers()).get(UNMATCHED_HEADER) === '1';
  // Client components get only the messages they use: the header's count here, each page its
  // own (ClientMessages around its islands). React Query is provided only where a page uses it.
  return (
    <html lang={locale}>
      <body>
        <ClientMessages paths={['UI.itemsInCart', 'Site.error']}>
          {/* Separate boundaries hydrate as separate tasks: shorter main-thread blocks on slow phones. */}
          <Suspense>
            <Header />
          </Suspense>
          <main id="main" className="page">
            {/* An unmatched path renders outside the boundary: its notFound() then sets the 404 status. */}
            {unmatched ? children : <Suspense>{children}</Suspense>}
          </main>
        </ClientMessages>
      </body>
    </html>
  );
}
