import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { negotiateLocale } from '@/lib/http/locale';
import './globals.css';

/**
 * The last fallback: a path outside any language (or with an unknown one), answered in the
 * visitor's Accept-Language, with a link to that language's home (docs/customer-site.md#not-found).
 * Reading the headers renders it per request, so Next's scripts carry the CSP nonce.
 */
export default async function RootNotFound() {
  const locale = negotiateLocale((await headers()).get('accept-language'), 'fr');
  const t = await getTranslations({ locale, namespace: 'Site.notFound' });
  return (
    <html lang={locale}>
      <body>
        <main id="main" className="page">
          <StatusPage code={404} heading={t('heading')} text={t('text')}>
            <a href={`/${locale}`} className="btn btn-primary">
              {t('home')}
            </a>
          </StatusPage>
        </main>
      </body>
    </html>
  );
}
