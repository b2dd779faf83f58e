import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listServedCountries, priceList } from '@/lib/catalogue';
import { startingCountry } from '@/lib/catalogue/starting-country';
import { countryCopy } from '@/lib/i18n/country-copy';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage } from '@/lib/i18n/translated';

// Links are not prefetched (as in the header): every page is dynamic, and ten prefetches at load
// are ten RSC requests whose answers a phone parses on its main thread during the first visit.
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tSite = await getTranslations({ locale, namespace: 'Site.home' });
  const country = startingCountry(locale, await listServedCountries());
  // The categories of the price list this visitor opens (their language's starting country): the
  // page promises only what can be booked there (docs/customer-site.md#price-list). Every category
  // of the catalogue showed "Outdoor & sport", which no French atelier repairs.
  const categories = (await priceList(country)).categories;
  // The Bonus Réparation is French: said on the page of a language whose visitors start in France only (docs/customer-site.md#country-copy).
  const copy = countryCopy(country);
  return (
    <>
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p className="lead">{t('intro')}</p>
        <p>
          <Link href="/book" className="btn btn-primary btn-lg" prefetch={false}>
            {t('cta')}
          </Link>{' '}
          <Link href="/prices" className="btn btn-secondary btn-lg" prefetch={false}>
            {tSite('pricesCta')}
          </Link>
        </p>
        <ul className="usp">
          <li>{t('uspPrice')}</li>
          {copy.bonus === 'yes' ? <li>{t('uspBonus')}</li> : null}
          <li>{t('uspTracking')}</li>
        </ul>
      </section>
      <section aria-labelledby="cats">
        <h2 id="cats">{t('categoriesHeading')}</h2>
        <p>
          <Link href="/prices" prefetch={false}>
            {tSite('allPrices')}
          </Link>
        </p>
        <ul className="category-grid">
          {categories.map((c) => (
            <li key={c.id}>
              <Link href={{ pathname: '/book', query: { category: c.id, country } }} className="tile" prefetch={false}>
                {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
                <img src={c.image} alt="" width={64} height={64} />
                <span>{inLanguage(c.name, locale)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="how" className="how">
        <h2 id="how">{t('howHeading')}</h2>
        <ol className="how-steps">
          <li>
            <strong>{t('how1Title')}</strong>
            <p>{t('how1')}</p>
          </li>
          <li>
            <strong>{t('how2Title')}</strong>
            <p>{t('how2')}</p>
          </li>
          <li>
            <strong>{t('how3Title')}</strong>
            <p>{t('how3')}</p>
          </li>
        </ol>
      </section>
    </>
  );
}
