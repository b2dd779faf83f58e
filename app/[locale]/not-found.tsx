import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** A page that does not exist, in the URL's language, inside the header and with ways back. */
export default async function LocaleNotFound() {
  const t = await getTranslations('Site.notFound');
  return (
    <section className="status-page" aria-labelledby="nf-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="nf-title">{t('heading')}</h1>
      <p className="lead">{t('text')}</p>
      <p className="status-actions">
        <Link href="/" className="btn btn-primary" prefetch={false}>
          {t('home')}
        </Link>
        <Link href="/prices" className="btn btn-secondary" prefetch={false}>
          {t('prices')}
        </Link>
        <Link href="/account/orders" className="btn btn-ghost" prefetch={false}>
          {t('orders')}
        </Link>
      </p>
    </section>
  );
}
