'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, ProblemNotice } from '@/components/ui/error-state';
import { CurrencyWarning } from './currency-warning';
import { DiscountCode } from './discount-code';
import { Money } from '@/components/ui/money';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { writeDraft } from '@/lib/client/draft';
import { thumbnailUrl } from '@/lib/client/upload';
import { useRememberCart } from '@/lib/client/use-cart';
import { useReloadStaleCart } from '@/lib/client/stale-cart';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Cart } from '@/lib/schemas/cart';
import { CURRENCIES, type Locale } from '@/lib/schemas/constants';
import type { SubCategoryNames } from '../_components/catalogue-names';
import { inLanguage } from '@/lib/i18n/translated';
import { CartGate } from '@/components/booking/cart-gate';
import { ServiceLines } from '@/components/booking/service-lines';

export function CartView({ locale, names, serverCartId }: { locale: Locale; names: SubCategoryNames; serverCartId: string | null }) {
  const t = useTranslations('Cart');
  const skeleton = (
    <div className="cart-layout">
      <div>
        <SkeletonCard lines={4} height="11rem" />
      </div>
      <SkeletonCard lines={6} height="18rem" />
    </div>
  );
  return (
    <CartGate heading={t('heading')} serverCartId={serverCartId} skeleton={skeleton}>
      {(cart) => <FilledCart cart={cart} locale={locale} names={names} />}
    </CartGate>
  );
}

function FilledCart({ cart, locale, names }: { cart: Cart; locale: Locale; names: SubCategoryNames }) {
  const t = useTranslations('Cart');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const remember = useRememberCart();
  const [status, setStatus] = useState<string | null>(null);
  const area = cart.area ?? (cart.address ? { zipCode: cart.address.zipCode, country: cart.address.country } : null);
  const areaQ = area ? `?zip=${encodeURIComponent(area.zipCode)}&country=${area.country}` : '';
  const basket = cart.pricing?.basket;
  const currency = cart.currency;

  const remove = useMutation({
    mutationFn: (itemId: string) => browserApi.carts.removeItem(cart.id, itemId),
    onSuccess: (next) => {
      remember(next);
      setStatus(t('removed'));
    },
    onError: (e) => setStale(reloadStale(e)),
  });
  const reloadStale = useReloadStaleCart(cart.id);
  // Set when a refusal said another tab changed the cart: the page now shows it as it is, and says why.
  const [stale, setStale] = useState(false);
  const tSite = useTranslations('Site.refusals');
  const tCart = useTranslations('Site.cart');
  const setCurrency = useMutation({
    mutationFn: (c: string) => browserApi.carts.update(cart.id, { currency: c as Cart['currency'] }),
    onSuccess: (next) => {
      remember(next);
      setPendingCurrency(null);
    },
    onError: (e) => setStale(reloadStale(e)),
  });
  // The Bonus Réparation exists only in euros (docs/decisions.md#bonus-reparation): say so before it goes.
  const [pendingCurrency, setPendingCurrency] = useState<string | null>(null);
  const bonus = basket?.costToUser.repairFund ?? 0;
  const changeCurrency = (c: string) => (bonus > 0 && c !== currency ? setPendingCurrency(c) : setCurrency.mutate(c));

  const edit = (item: Cart['items'][number]) => {
    const itemKeys = new Set(names[item.subClothesCategory]?.groupAttributeIds ?? []);
    const entries = Object.entries(item.values);
    writeDraft({
      categoryId: item.categoryId,
      subCategoryId: item.subClothesCategory,
      editItemId: item.id,
      itemValues: Object.fromEntries(entries.filter(([k]) => itemKeys.has(k))),
      serviceValues: Object.fromEntries(entries.filter(([k]) => !itemKeys.has(k))),
      providerId: cart.provider?._id,
      services: item.subServices.map((s) => ({ subServiceId: s.subServiceId, quantity: s.quantity })),
      images: item.images,
      attrImages: Object.fromEntries(item.images.map((i) => [i.key, i])),
    });
    router.push(`/book/${item.categoryId}${areaQ}${areaQ ? '&' : '?'}sub=${item.subClothesCategory}`);
  };

  return (
    <>
      <StepHeading>{t('heading')}</StepHeading>
      {stale ? (
        <p className="notice" role="status">
          {tSite('cartChanged')}
        </p>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <div className="cart-layout">
        <div>
          {cart.provider ? (
            <p className="muted">
              {t('atelier', { name: cart.provider.displayName })}
              {cart.store ? ` · ${cart.store.name}` : ''}
            </p>
          ) : null}
          <ul className="cart-items">
            {cart.items.map((item) => {
              const line = basket?.items.find((b) => b.itemId === item.id);
              const bonus = line?.repairFund ?? 0;
              const thumb = item.images[0];
              const name = names[item.subClothesCategory]?.name ?? item.name;
              return (
                <li key={item.id} className="card cart-item">
                  {/* eslint-disable-next-line @next/next/no-img-element -- our own photo variant or a local SVG */}
                  <img src={thumb ? thumbnailUrl(thumb) : (names[item.subClothesCategory]?.image ?? '')} alt="" width={72} height={72} className="cart-thumb" />
                  <div className="cart-item-body">
                    <h2 className="h3">{name}</h2>
                    <ServiceLines
                      currency={currency}
                      lines={item.subServices.map((s) => ({ key: s.subServiceId, name: inLanguage(s.name, locale), quantity: s.quantity, total: (s.price[currency] ?? 0) * s.quantity }))}
                    >
                      {bonus > 0 ? (
                        <li className="bonus">
                          <span>{tUi('repairFund')}</span>
                          <Money amount={bonus} currency={currency} negative />
                        </li>
                      ) : null}
                      {line && line.offerDiscount > 0 ? (
                        <li className="discount">
                          <span>{tUi('offers')}</span>
                          <Money amount={line.offerDiscount} currency={currency} negative />
                        </li>
                      ) : null}
                      {/* The item's total closes its lines, in the same column as their prices. */}
                      {line ? (
                        <li className="line-total">
                          <span>{tCart('itemTotal')}</span>
                          <Money amount={line.netPrice} currency={currency} className="item-total" />
                        </li>
                      ) : null}
                    </ServiceLines>
                    <AttributeSummary item={item} locale={locale} />
                    {item.images.length > 0 ? <p className="muted small">{t('photos', { count: item.images.length })}</p> : null}
                    <div className="item-actions">
                      <Button variant="secondary" size="sm" onClick={() => edit(item)} aria-label={t('editItem', { name })}>
                        {t('edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove.mutate(item.id)}
                        busy={remove.isPending && remove.variables === item.id}
                        aria-label={t('removeItem', { name })}
                      >
                        {tUi('remove')}
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {remove.isError ? <ErrorState error={remove.error} /> : null}
          <Link href={`/book${areaQ}`} className="btn btn-secondary">
            {t('addAnother')}
          </Link>
        </div>
        <aside className="card summary">
          <div className="field currency-field">
            <label className="field-label" htmlFor="currency">
              {t('currency')}
            </label>
            <select id="currency" value={pendingCurrency ?? currency} onChange={(e) => changeCurrency(e.target.value)} disabled={setCurrency.isPending}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
            {pendingCurrency ? (
              <CurrencyWarning
                bonus={<Money amount={bonus} currency={currency} />}
                busy={setCurrency.isPending}
                onConfirm={() => setCurrency.mutate(pendingCurrency)}
                onCancel={() => setPendingCurrency(null)}
              />
            ) : null}
            {setCurrency.isError ? <ProblemNotice error={setCurrency.error} /> : null}
          </div>
          {basket ? <PriceBreakdown cost={basket.costToUser} items={basket.items} currency={currency} discountCode={cart.discountCode} deliveryPending={!cart.logisticOption} title={t('summary')} /> : null}
          <DiscountCode cart={cart} />
          <Link href="/checkout/details" className="btn btn-primary btn-block">
            {t('checkout')}
          </Link>
        </aside>
      </div>
    </>
  );
}

function AttributeSummary({ item, locale }: { item: Cart['items'][number]; locale: Locale }) {
  const t = useTranslations('Cart');
  const shown = item.attributes.filter((a) => a.value && a.type !== 'file');
  if (shown.length === 0) return null;
  return (
    <details className="attr-summary">
      <summary>{t('details')}</summary>
      <dl>
        {shown.map((a) => (
          <div key={a._id}>
            <dt>{inLanguage(a.labelTranslation, locale)}</dt>
            <dd>{a.type === 'checkbox' ? (a.value === 'true' ? t('yes') : t('no')) : (inLanguage(a.translatedValue, locale) ?? a.value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
