import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

type LocaleParams = { params: Promise<{ locale: string }> };

/**
 * A page's `generateMetadata` when all it sets is its title: the message `key` of `namespace`
 * in the URL's language (the layout's template adds the site name).
 */
export function titleMetadata(namespace: string, key: string) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace });
    return { title: t(key) };
  };
}
