import { getTranslations } from 'next-intl/server';
import { StatusPage } from '@/components/ui/status-page';
import { Link } from '@/lib/i18n/navigation';

/** A page that does not exist, in the URL's language, inside the header and with ways back. */
export default async function LocaleNotFound() {
  const t = await getTranslations('Site.notFound');
  return (
    <StatusPage code={404} heading={t('heading')} text={t('text')}>
      <Link href="/" className="btn btn-primary" prefetch={false}>
        {t('home')}
      </Link>
      <Link href="/prices" className="btn btn-secondary" prefetch={false}>
        {t('prices')}
      </Link>
      <Link href="/account/orders" className="btn btn-ghost" prefetch={false}>
        {t('orders')}
      </Link>
    </StatusPage>
  );
}
