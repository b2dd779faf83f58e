import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
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
          <section className="status-page" aria-labelledby="nf-title">
            <p className="status-code" aria-hidden="true">
              404
            </p>
            <h1 id="nf-title">{t('heading')}</h1>
            <p className="lead">{t('text')}</p>
            <p className="status-actions">
              <a href={`/${locale}`} className="btn btn-primary">
                {t('home')}
              </a>
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
