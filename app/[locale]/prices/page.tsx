import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listServedCountries, priceList } from '@/lib/catalogue';
import { startingCountry } from '@/lib/catalogue/starting-country';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { inLanguage } from '@/lib/i18n/translated';
import { withInches } from '@/lib/attributes/length-units';
import { countryCopy } from '@/lib/i18n/country-copy';
import { formatMoney } from '@/lib/money';
import { formatDate } from '@/lib/i18n/dates';
import { priceListReady, type LineReady } from '@/lib/atelier/ready-dates';
import type { Locale } from '@/lib/schemas/common';
import type { Country } from '@/lib/client/area';
import { PriceTable } from './price-table';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().toUpperCase() ?? '';

/** The country the list is for: the one asked, if served, else the language's first. */
async function listCountry(locale: Locale, sp: Record<string, string | string[] | undefined>): Promise<string> {
  const served = await listServedCountries();
  const asked = one(sp.country);
  return served.includes(asked) ? asked : startingCountry(locale, served);
}

export async function generateMetadata({ params, searchParams }: PageProps<'/[locale]/prices'>): Promise<Metadata> {
  const { locale } = (await params) as { locale: Locale };
  const t = await getTranslations({ locale, namespace: 'Site.prices' });
  return { title: t('title'), description: t('intro', countryCopy(await listCountry(locale, await searchParams))) };
}

/**
 * Prices before any form (docs/customer-site.md#price-list): every repair offered in a served country,
 * "from" the cheapest atelier's price in the store's currency, Bonus Réparation deducted where it
 * applies, ready from the date that atelier's delivery options would give now (docs/atelier.md#ready-before-cart). A server component only (no JavaScript of its own); the list is built once per catalogue
 * version. Each line starts a booking with that repair chosen.
 */
export default async function PricesPage({ params, searchParams }: PageProps<'/[locale]/prices'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const sp = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Site.prices' });
  const tBooking = await getTranslations({ locale, namespace: 'Booking' });
  const served = await listServedCountries();
  const country = await listCountry(locale, sp);
  const list = await priceList(country);
  const money = (minor: number) => formatMoney(minor, list.currency, locale);
  // The date the delivery options would give, earliest first, the atelier's queue counted (docs/atelier.md#ready-before-cart):
  // one load per atelier for the whole page, not one per line.
  const ready = await priceListReady(list);
  const when = (r: LineReady | undefined, leadTimeDays: number) =>
    !r ? t('days', { days: leadTimeDays }) : r.full ? t('full') : t('ready', { date: formatDate(r.date, { language: locale, country: r.country, timeZone: r.timeZone }, 'dateLong') });
  // The service fee is named here, before any form, not first in the cart (docs/decisions.md#price-breakdown).
  const rate = list.serviceFee?.percentage ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(list.serviceFee.percentage / 100) : null;
  const fee = list.serviceFee ? [list.serviceFee.fixed > 0 ? money(list.serviceFee.fixed) : null, rate].filter(Boolean).join(' + ') : null;

  return (
    <>
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro', countryCopy(country))}</p>
      <form method="get" action={`/${locale}/prices`} className="card price-country">
        <label className="field-label" htmlFor="country">
          {t('country')}
        </label>
        <div className="inline-field">
          <select id="country" name="country" defaultValue={country}>
            {served.map((c) => (
              <option key={c} value={c}>
                {tBooking(`countries.${c as Country}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-secondary">
            {t('show')}
          </button>
        </div>
        <p className="muted small">{t('currencyNote', { currency: list.currency })}</p>
        {fee ? <p className="muted small">{t('serviceFee', { fee })}</p> : null}
      </form>
      <nav aria-label={t('categoriesNav')} className="chips">
        <ul>
          {list.categories.map((c) => (
            <li key={c.id}>
              <a href={`#c-${c.identifier}`} className="chip">
                {inLanguage(c.name, locale)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {list.categories.map((c) => (
        <section key={c.id} id={`c-${c.identifier}`} aria-labelledby={`h-${c.identifier}`} className="price-category">
          <h2 id={`h-${c.identifier}`}>{inLanguage(c.name, locale)}</h2>
          {c.subCategories.map((sc) => (
            <PriceTable
              key={sc.id}
              caption={inLanguage(sc.name, locale)}
              labels={{ repair: t('repair'), price: t('price'), book: t('book') }}
              rows={sc.lines.map((l) => ({
                key: l.subServiceId,
                name: withInches(inLanguage(l.name, locale), country, locale),
                from: t('from', { amount: money(l.fromNet) }),
                offers: l.offers.length ? t('offers', { offers: l.offers.map((o) => `${o.name} ${money(-o.amount)}`).join(', ') }) : null,
                bonus: l.repairFund > 0 ? t('bonus', { gross: money(l.gross), bonus: money(l.repairFund) }) : null,
                days: when(ready.get(l.subServiceId), l.leadTimeDays),
                href: getPathname({ locale, href: { pathname: '/book', query: { category: c.id, sub: sc.id, service: l.subServiceId, country } } }),
                bookLabel: t('bookLine', { repair: withInches(inLanguage(l.name, locale), country, locale), item: inLanguage(sc.name, locale) }),
              }))}
            />
          ))}
        </section>
      ))}
      <p className="muted small">
        {t('footnote')} <Link href="/conditions">{t('conditions')}</Link>
      </p>
    </>
  );
}
