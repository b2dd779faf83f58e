import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { connection } from 'next/server';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { SiteHeader } from '@/components/ui/site-header';
import { routing } from '@/lib/i18n/routing';
import '../globals.css';

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Meta' });
  return {
    title: { default: t('title'), template: `%s · ${t('title')}` },
    description: t('description'),
    // Inline: no extra request, nothing outside 'self' (the CSP allows data: images).
    icons: { icon: ICON },
  };
}

const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#9a3b1f"/><path d="M8 19 L20 9 M9 9 q5 2 10 10" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></svg>');

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#9a3b1f' };

/** Namespaces read only on the server (pages, route handlers, metadata). */
const SERVER_ONLY = new Set(['Problems', 'Docs', 'CartErrors', 'AuthErrors', 'Meta', 'Home', 'Photos']);

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every page is rendered per request: pages read the database, and the CSP nonce is per request.
  await connection();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Client components get only the namespaces they use: less to send, parse and hydrate.
  const messages = Object.fromEntries(Object.entries(await getMessages()).filter(([ns]) => !SERVER_ONLY.has(ns)));
  return (
    <html lang={locale}>
      <body>
        <NextIntlClientProvider messages={messages}>
          <Providers>
            {/* Separate boundaries hydrate as separate tasks: shorter main-thread blocks on slow phones. */}
            <Suspense>
              <SiteHeader />
            </Suspense>
            <main id="main" className="page">
              <Suspense>{children}</Suspense>
            </main>
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
