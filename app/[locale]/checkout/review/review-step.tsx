'use client';

import { openPaymentStep } from '@/components/payments/open-payment-step';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type * as z from 'zod';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { setCartId } from '@/lib/client/cart-id';
import { newIdempotencyKey } from '@/lib/client/fetcher';
import { accountApi } from '@/lib/client/account-api';
import { orderRequestFromCart, paymentMethodsFor, rememberOrder, type PaymentMethod } from '@/lib/client/order-request';
import { useStoreDates } from '@/lib/client/use-dates';
import { ApiProblem, NetworkProblem } from '@/lib/client/problem';
import { keys } from '@/lib/client/queries';
import { isStaleCart } from '@/lib/client/stale-cart';
import { useRememberCart } from '@/lib/client/use-cart';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { BasketSchema } from '@/lib/schemas/pricing';
import type { SubCategoryNames } from '../../_components/catalogue-names';
import { CartGate } from '@/components/booking/cart-gate';
import { inLanguage } from '@/lib/i18n/translated';
import { addressLines, countryName } from '@/lib/i18n/address-format';
import { displayPhone } from '@/lib/schemas/phone';
import { ServiceLines } from '@/components/booking/service-lines';
import { ReviewPhotos } from './review-photos';
import { ReviewCard } from './review-card';

export function ReviewStep({ locale, names, serverCartId }: { locale: Locale; names: SubCategoryNames; serverCartId: string | null }) {
  const t = useTranslations('Checkout');
  return <CartGate heading={t('review.heading')} serverCartId={serverCartId}>{(cart) => <Review initial={cart} locale={locale} names={names} />}</CartGate>;
}

/** The fresh basket a `price_changed` problem carries (where the server puts it). */
function freshBasket(problem: ApiProblem) {
  const b = problem.body;
  const candidates = [b.basket, (b.pricing as { basket?: unknown })?.basket, (b.pricing as { baskets?: unknown[] })?.baskets?.[0], b.pricing];
  for (const c of candidates) {
    const parsed = BasketSchema.safeParse(c);
    if (parsed.success) return parsed.data;
  }
  return null;
}

function Review({ initial, locale, names }: { initial: Cart; locale: Locale; names: SubCategoryNames }) {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  const tSite = useTranslations('Site.refusals');
  const tReview = useTranslations('Site.review');
  const router = useRouter();
  const qc = useQueryClient();
  const remember = useRememberCart();
  // The prices the customer is shown are the ones the order is placed with.
  const [cart, setCart] = useState(initial);
  const methods = paymentMethodsFor(cart.logisticOption);
  const [payment, setPayment] = useState<PaymentMethod>(methods[0] ?? 'pay_on_collection');
  const dates = useStoreDates(cart.store);
  const tL = useTranslations('Logistics');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<z.output<typeof BasketSchema> | null>(null);
  const attempt = useRef<string | null>(null);
  const inFlight = useRef(false);
  const currency = cart.currency;
  const basket = cart.pricing?.basket;

  const missing = !cart.customer ? 'details' : !cart.logisticOption ? 'delivery' : null;

  const place = async () => {
    if (inFlight.current) return; // a double click is one attempt
    inFlight.current = true;
    setBusy(true);
    setError(null);
    // One key per attempt; a retry after a lost connection is the same attempt.
    attempt.current ??= newIdempotencyKey();
    try {
      const order = await browserApi.orders.place(orderRequestFromCart(cart, payment, locale), attempt.current);
      rememberOrder({ id: order.id, orderNumber: order.orderNumber });
      // The device's link holds the order's tracking capability, not the session (docs/decisions.md#accounts).
      void accountApi.trackingLink(order.id).then((link) => rememberOrder({ id: order.id, orderNumber: order.orderNumber, track: link.token }), () => {});
      qc.setQueryData(keys.order(order.id), order);
      setCartId(null);
      qc.removeQueries({ queryKey: keys.cart(cart.id) });
      // A card booking goes on to its payment step (docs/payments.md#when); the others are placed.
      if (payment === 'card') openPaymentStep(locale, `/orders/${order.id}/pay`);
      else router.push(`/orders/${order.id}?placed=1`);
      return;
    } catch (e) {
      if (!(e instanceof NetworkProblem)) attempt.current = null;
      if (e instanceof ApiProblem && e.code === 'price_changed') {
        // The page shows the cart as the server holds it now (items included), with the new
        // prices beside the server's sentence; the order waits for the customer's acceptance.
        const fresh = await browserApi.carts.get(cart.id).catch(() => null);
        if (fresh) {
          remember(fresh);
          setCart(fresh);
        }
        setChanged(freshBasket(e) ?? fresh?.pricing?.basket ?? null);
        setError(e.detail);
      } else if (e instanceof ApiProblem && e.code === 'cart_already_ordered' && typeof e.body.orderId === 'string') {
        setCartId(null);
        router.push(`/orders/${e.body.orderId}`);
        return;
      } else if (isStaleCart(e)) {
        // Another tab changed the cart: show what the server holds now, and say why the page changed.
        const fresh = await browserApi.carts.get(cart.id).catch(() => null);
        if (fresh) {
          remember(fresh);
          setCart(fresh);
        }
        setError(`${tSite('cartChanged')} ${problemMessage(e, tUi('unexpected'), tUi('offline'))}`);
      } else {
        setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const acceptNewPrices = async () => {
    setBusy(true);
    try {
      const fresh = await browserApi.carts.get(cart.id);
      remember(fresh);
      setCart(fresh);
      setChanged(null);
      setError(null);
    } catch (e) {
      setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StepHeading>{t('review.heading')}</StepHeading>
      {missing ? (
        <div className="card empty">
          <p>{t(`review.missing.${missing}`)}</p>
          <Link href={`/checkout/${missing}`} className="btn btn-primary">
            {t('review.complete')}
          </Link>
        </div>
      ) : (
        <div className="checkout-layout two">
          <div>
            <ReviewCard id="rv-items" title={t('review.items', { count: cart.items.length })} back={{ href: '/cart', label: t('review.editCart') }}>
              <ul className="review-items">
                {cart.items.map((item) => (
                  <li key={item.id}>
                    <strong>{names[item.subClothesCategory]?.name ?? item.name}</strong>
                    <ReviewPhotos images={item.images} label={tReview('photos', { count: item.images.length })} />
                    <ServiceLines
                      currency={currency}
                      lines={item.subServices.map((s) => ({ key: s.subServiceId, name: inLanguage(s.name, locale), quantity: s.quantity, total: (s.price[currency] ?? 0) * s.quantity }))}
                    />
                  </li>
                ))}
              </ul>
            </ReviewCard>
            <ReviewCard id="rv-you" title={t('review.you')} back={{ href: '/checkout/details', label: t('review.change') }}>
              <p>
                {cart.customer!.givenName} {cart.customer!.familyName}
                <br />
                {cart.customer!.email} · {displayPhone(cart.customer!.phone)}
              </p>
              {/* The country's own order ("New York, NY 10012-3456" in the US) and its name, not its code. */}
              {cart.address ? (
                <p>
                  {addressLines(cart.address, countryName(cart.address.country, locale)).map((line, i) => (
                    <span key={i}>
                      {i > 0 ? <br /> : null}
                      {line}
                    </span>
                  ))}
                </p>
              ) : null}
            </ReviewCard>
            <ReviewCard id="rv-delivery" title={t('review.delivery')} back={{ href: '/checkout/delivery', label: t('review.change') }}>
              <p>
                <strong>{inLanguage(cart.logisticOption!.displayName, locale)}</strong>
              </p>
              {cart.logisticOption!.slot ? (
                <p>
                  {tL('slot')} <strong>{dates.slot(cart.logisticOption!.slot)}</strong>
                </p>
              ) : null}
              <p className="instructions">{inLanguage(cart.logisticOption!.instructions, locale)}</p>
              {cart.pricing?.estimatedCompletionDate ? <p>{tReview('ready', { date: dates.date(cart.pricing.estimatedCompletionDate, 'dateFull') })}</p> : null}
            </ReviewCard>
          </div>
          <aside className="card summary">
            {basket ? <PriceBreakdown cost={basket.costToUser} items={basket.items} currency={currency} discountCode={cart.discountCode} title={t('review.summary')} /> : null}
            <fieldset className="field field-group">
              <legend className="field-label">{t('review.payment')}</legend>
              {methods.map((m) => (
                <label key={m} className="choice">
                  <input type="radio" name="payment" value={m} checked={payment === m} onChange={() => setPayment(m)} />
                  <span>
                    {t(`review.methods.${m}`)}
                    <span className="muted small block">{t(`review.methodHints.${m}`)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {changed || (error && !changed) ? (
              <div className="error-state" role="alert">
                <p className="error-title">{changed ? t('review.pricesChanged') : tUi('errorTitle')}</p>
                {error ? <p>{error}</p> : null}
                {changed ? (
                  <>
                    <PriceBreakdown
                      cost={changed.costToUser}
                      items={changed.items}
                      currency={currency}
                      discountCode={changed.discountCode?.code ?? cart.discountCode}
                      title={t('review.newPrices')}
                    />
                    <Button onClick={acceptNewPrices} busy={busy}>
                      {t('review.acceptPrices')}
                    </Button>
                  </>
                ) : null}
              </div>
            ) : null}
            <p className="muted small">
              {t('review.terms')}{' '}
              <Link href="/conditions" prefetch={false}>
                {tReview('conditions')}
              </Link>
            </p>
            <Button className="btn-block" onClick={place} busy={busy} disabled={!!changed}>
              {t('review.place')}
            </Button>
          </aside>
        </div>
      )}
    </>
  );
}
