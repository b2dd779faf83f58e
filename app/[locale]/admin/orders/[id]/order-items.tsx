'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { PhotoGallery } from '@/components/photos/photo-gallery';
import { thumbnailUrl } from '@/lib/client/upload';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { inLanguage, messageOr } from '@/lib/i18n/translated';
import { ServiceLines } from '@/components/booking/service-lines';
import { Fact } from './fact';
import { CardSection } from '@/components/ui/card-section';

export function ItemsSection({ order, itemLabels, locale }: { order: Order; itemLabels: AdminOrderDetail['itemLabels']; locale: Locale }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const currency = order.currencyCode;
  const value = (a: Order['items'][number]['attributes'][string]) => {
    if (a.translatedValue) return inLanguage(a.translatedValue, locale);
    if (a.type === 'checkbox') return a.value === 'true' ? t('detail.yes') : t('detail.no');
    if (a.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(a.value)) return format.dateTime(new Date(`${a.value}T12:00:00Z`), { dateStyle: 'medium' });
    return a.value;
  };
  return (
    <CardSection id="items-h" title={t('detail.items', { count: order.items.length })}>
      <ol className="admin-items">
        {order.items.map((item) => {
          const label = itemLabels[item.id] ?? { name: item.name, category: '' };
          const attributes = Object.entries(item.attributes);
          return (
            <li key={item.id}>
              <h3 className="item-name">
                {label.name}
                {label.category ? <span className="muted small"> · {label.category}</span> : null}
              </h3>
              {item.images.length > 0 ? (
                <PhotoGallery
                  label={t('detail.photos', { item: label.name })}
                  photos={item.images.map((image, i) => ({ href: image.url, src: thumbnailUrl(image, 'large'), thumb: thumbnailUrl(image), alt: t('detail.photoAlt', { n: i + 1, item: label.name }) }))}
                />
              ) : (
                <p className="muted small">{t('detail.noPhotos')}</p>
              )}
              {item.video ? (
                // The customer's video of the damage (docs/videos.md): loaded only when played, its poster frame meanwhile.
                <figure className="item-video">
                  <video controls preload="none" poster={item.video.poster.url} width={Math.min(item.video.width, 480)} aria-label={t('detail.video', { item: label.name, seconds: item.video.durationSeconds })}>
                    <source src={item.video.url} type={item.video.mimeType} />
                  </video>
                  <figcaption className="muted small">{t('detail.video', { item: label.name, seconds: item.video.durationSeconds })}</figcaption>
                </figure>
              ) : null}
              <ServiceLines
                currency={currency}
                lines={item.subServices.map((s) => ({
                  key: s.subServiceId,
                  name: inLanguage(s.displayName, locale),
                  quantity: s.quantity,
                  total: (s.price[currency] ?? 0) * s.quantity,
                  // Warranty: what the repair is worth, struck through beside what the customer pays.
                  ...(order.bookingType === 'warranty' && (s.originalPrice[currency] ?? 0) > 0 ? { wasTotal: (s.originalPrice[currency] ?? 0) * s.quantity } : {}),
                }))}
              />
              {attributes.length > 0 ? (
                <dl className="facts attributes">
                  {attributes.map(([identifier, a]) => (
                    <Fact key={identifier} label={inLanguage(a.label, locale)}>
                      {a.type === 'file' && /^[\w-]{22,64}$/.test(a.value) ? (
                        <a href={`/api/sip/photos/${a.value}/full`} target="_blank" rel="noopener">
                          {/* eslint-disable-next-line @next/next/no-img-element -- our own photo variants */}
                          <img src={`/api/sip/photos/${a.value}/small`} alt={inLanguage(a.label, locale)} width={64} height={64} loading="lazy" className="attr-photo" />
                        </a>
                      ) : (
                        value(a)
                      )}
                    </Fact>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ol>
    </CardSection>
  );
}

export const COMMISSIONS = ['platformFee', 'serviceProvider', 'operator', 'partner', 'paymentFee'] as const;

export function Commissions({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const c = order.pricing.comissions;
  const currency = order.currencyCode;
  const rule = (fee: { percentage: number; variables: string[] }) =>
    t('detail.rule', { percentage: fee.percentage, variables: fee.variables.map((v) => messageOr(t, `detail.variables.${v}`, v)).join(' + ') });
  return (
    <div className="card table-wrap">
      <table className="ledger">
        <caption>{t('detail.commissions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.share')}</th>
            <th scope="col">{t('detail.ruleHeading')}</th>
            <th scope="col" className="num">
              {t('detail.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COMMISSIONS.map((k) => (
            <tr key={k}>
              <th scope="row">{t(`detail.shares.${k}`)}</th>
              <td>{rule(c[k])}</td>
              <td className="num">
                <Money amount={c[k].fee} currency={currency} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('detail.shares.deliveryCompanyFee')}</th>
            <td>—</td>
            <td className="num">
              <Money amount={c.deliveryCompanyFee} currency={currency} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
