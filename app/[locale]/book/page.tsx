import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { listClothesCategories, listProviders, listServedCountries, mailIn } from '@/lib/catalogue';
import { formatMoney } from '@/lib/money';
import { startingCountry } from '@/lib/catalogue/starting-country';
import { COUNTRIES, isValidPostcode, normalizePostcode } from '@/lib/client/area';
import { joinWaitListAction } from './wait-list-action';
import { Link, redirect } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { areaQuery, BookingStepper } from '../_components/booking-stepper';
import { inLanguage } from '@/lib/i18n/translated';
import { titleMetadata } from '@/lib/i18n/page-title';

const TAGS = ['womenswear', 'menswear', 'kidswear', 'shoes', 'accessories', 'sportswear'] as const;

export const generateMetadata = titleMetadata('Booking', 'category.title');

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

// Step 1: where the customer is (postcode + country) and what kind of item. Works without JavaScript.
export default async function BookPage({ params, searchParams }: PageProps<'/[locale]/book'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const sp = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Booking' });
  const country = (one(sp.country) || startingCountry(locale, await listServedCountries())).toUpperCase();
  const typedZip = one(sp.zip).toUpperCase();
  const zip = normalizePostcode(country, typedZip) ?? typedZip;
  const tag = one(sp.tag);
  const waitList = one(sp.waitList);
  const preselected = one(sp.category);
  // A booking from the price list carries its item and repair through the area form (docs/customer-site.md#price-list).
  const carried = { sub: one(sp.sub), service: one(sp.service) };
  const carriedQuery = Object.entries(carried)
    .filter(([, v]) => v)
    .map(([k, v]) => `&${k}=${encodeURIComponent(v)}`)
    .join('');
  const submitted = 'zip' in sp;

  const zipError = submitted ? (!zip ? t('category.zipRequired') : !isValidPostcode(country, zip) ? t('category.zipInvalid') : null) : null;
  const areaOk = !!zip && !zipError && isValidPostcode(country, zip);
  const providers = areaOk ? await listProviders({ country, zipCode: zip }) : [];
  const noProvider = areaOk && providers.length === 0;
  // No atelier collects here but some accept parcels from the country: the mail-in offer (docs/customer-site.md#mail-in).
  const mailInOffer = areaOk && !noProvider ? await mailIn(country, zip) : null;
  const categories = await listClothesCategories({
    ...(areaOk && providers.length ? { providerIds: providers.map((p) => p.id) } : {}),
    ...(tag ? { tag: [tag] } : {}),
  });
  const area = areaQuery({ zip, country });

  if (areaOk && !noProvider && preselected && categories.some((c) => c.categoryId === preselected)) {
    redirect({ href: `/book/${preselected}${area}${carriedQuery}`, locale });
  }

  const tagHref = (value: string | null) => ({
    pathname: '/book',
    query: { ...(zip ? { zip, country } : {}), ...(value ? { tag: value } : {}) },
  });

  return (
    <>
      <BookingStepper current="category" />
      <StepHeading>{t('category.heading')}</StepHeading>
      <p className="lead">{t('category.intro')}</p>

      <form method="get" action={`/${locale}/book`} className="card area-form" noValidate>
        <h2 className="h3">{t('category.areaHeading')}</h2>
        <div className="area-fields">
          <div className={`field${zipError ? ' has-error' : ''}`}>
            <label className="field-label" htmlFor="zip">
              {t('category.zip')}
              <span className="req" aria-hidden="true"> *</span>
            </label>
            <input
              {...fieldAria('zip', { hint: true, error: zipError })}
              name="zip"
              defaultValue={zip}
              autoComplete="postal-code"
              required
              className="input-short"
            />
            <p className="field-hint" id="zip-hint">
              {t('category.zipHint')}
            </p>
            {zipError ? (
              <p className="field-error" id="zip-error" role="alert">
                {zipError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label className="field-label" htmlFor="country">
              {t('category.country')}
            </label>
            <select id="country" name="country" defaultValue={country} autoComplete="country">
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {t(`countries.${c}`)}
                </option>
              ))}
            </select>
          </div>
          {tag ? <input type="hidden" name="tag" value={tag} /> : null}
          {preselected ? <input type="hidden" name="category" value={preselected} /> : null}
          {preselected && carried.sub ? <input type="hidden" name="sub" value={carried.sub} /> : null}
          {preselected && carried.service ? <input type="hidden" name="service" value={carried.service} /> : null}
          <button type="submit" className="btn btn-primary">
            {areaOk ? t('category.updateArea') : t('category.submitArea')}
          </button>
        </div>
        {areaOk && !noProvider && !mailInOffer ? (
          <p className="area-ok" role="status">
            {t('category.ateliers', { count: providers.length, names: providers.map((p) => p.displayName).join(', ') })}
          </p>
        ) : null}
        {mailInOffer ? (
          <div className="area-ok mail-in" role="status">
            <p>{t('category.mailIn')}</p>
            <ul>
              {mailInOffer.map((o) => (
                <li key={`${o.atelier}:${inLanguage(o.name, 'en')}`}>
                  {t('category.mailInOption', { atelier: o.atelier, city: o.city, option: inLanguage(o.name, locale), price: formatMoney(o.price, o.currency, locale) })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {noProvider ? (
          <p className="notice" role="alert">
            {t('category.noProvider')}
          </p>
        ) : null}
      </form>
      {noProvider ? (
        // No dead end (docs/customer-site.md#wait-list): no atelier, and no postal option from this country, so a wait-list.
        <form action={joinWaitListAction} className="card wait-list">
          <h2 className="h3">{t('waitList.heading')}</h2>
          {waitList === 'joined' ? (
            <p className="area-ok" role="status">
              {t('waitList.joined')}
            </p>
          ) : (
            <>
              <p>{t('waitList.intro')}</p>
              <input type="hidden" name="zip" value={zip} />
              <input type="hidden" name="country" value={country} />
              <input type="hidden" name="locale" value={locale} />
              <div className="grid-2">
                <div className={`field${waitList === 'invalid' ? ' has-error' : ''}`}>
                  <label className="field-label" htmlFor="wl-email">
                    {t('waitList.email')}
                    <span className="req" aria-hidden="true"> *</span>
                  </label>
                  <input {...fieldAria('wl-email', { error: waitList === 'invalid' ? t('waitList.invalid') : null })} type="email" name="email" autoComplete="email" required maxLength={254} />
                  {waitList === 'invalid' ? (
                    <p className="field-error" id="wl-email-error">
                      {t('waitList.invalid')}
                    </p>
                  ) : null}
                </div>
                <div className="field">
                  <label className="field-label" htmlFor="wl-category">
                    {t('waitList.garment')}
                  </label>
                  <select id="wl-category" name="categoryId" defaultValue={preselected}>
                    <option value="">{t('waitList.anyGarment')}</option>
                    {categories.map((c) => (
                      <option key={c.categoryId} value={c.categoryId}>
                        {inLanguage(c.name, locale)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
              <button type="submit" className="btn btn-secondary">
                {t('waitList.submit')}
              </button>
            </>
          )}
        </form>
      ) : null}

      <section aria-labelledby="cat-heading">
        <h2 id="cat-heading" className="h3">
          {t('category.gridHeading')}
        </h2>
        <nav aria-label={t('category.filter')} className="chips">
          <ul>
            <li>
              <Link href={tagHref(null)} aria-current={!tag ? 'page' : undefined} className="chip" scroll={false}>
                {t('category.allTags')}
              </Link>
            </li>
            {TAGS.map((value) => (
              <li key={value}>
                <Link href={tagHref(value)} aria-current={tag === value ? 'page' : undefined} className="chip" scroll={false}>
                  {t(`tags.${value}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {!areaOk ? <p className="muted">{t('category.areaFirst')}</p> : null}
        <ul className="category-grid">
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Link
                className="tile"
                href={areaOk && !noProvider ? `/book/${c.categoryId}${area}` : { pathname: '/book', query: { ...(tag ? { tag } : {}), category: c.categoryId } }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- small local SVGs */}
                <img src={c.image} alt="" width={64} height={64} />
                <span>{inLanguage(c.name, locale)}</span>
                {/* Counted among what the area's ateliers repair; before an area is known, no count is promised (docs/customer-site.md#wait-list). */}
                {areaOk && !noProvider ? <span className="muted small">{t('category.subCount', { count: c.subClothesCategories.length })}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
