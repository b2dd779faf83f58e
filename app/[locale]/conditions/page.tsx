import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Site.conditions', 'title');

const SECTIONS = ['prices', 'bonus', 'quote', 'lead', 'cancel', 'warranty', 'lost', 'data'] as const;

/** The repair conditions as a page of their own, linked from the price list and the review step. */
export default async function ConditionsPage({ params }: PageProps<'/[locale]/conditions'>) {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: 'Site.conditions' });
  return (
    <article className="prose">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`cond-${s}`}>
          <h2 id={`cond-${s}`} className="h3">
            {t(`${s}.heading`)}
          </h2>
          <p>{t(`${s}.text`)}</p>
        </section>
      ))}
      <p>
        <Link href="/prices" prefetch={false}>
          {t('seePrices')}
        </Link>
      </p>
    </article>
  );
}
