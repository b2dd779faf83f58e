'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState, problemMessage } from '@/components/ui/error-state';
import { Money } from '@/components/ui/money';
import { LoadingRegion, SkeletonCard } from '@/components/ui/skeleton';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { logisticOptionsQuery } from '@/lib/client/queries';
import { useRememberCart } from '@/lib/client/use-cart';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { CartGate } from '../cart-gate';
import { inLanguage } from '@/lib/i18n/translated';

export function DeliveryStep({ locale, serverCartId }: { locale: Locale; serverCartId: string | null }) {
  const t = useTranslations('Checkout');
  return <CartGate heading={t('delivery.heading')} serverCartId={serverCartId}>{(cart) => <Delivery cart={cart} locale={locale} />}</CartGate>;
}

function Delivery({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  const format = useFormatter();
  const router = useRouter();
  const remember = useRememberCart();
  const options = useQuery({ ...logisticOptionsQuery(cart.id), enabled: !!cart.customer });
  const [chosen, setChosen] = useState(cart.logisticOption?.logisticOptionId ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (id: string) => browserApi.carts.setLogisticOption(cart.id, id),
    onSuccess: (next) => {
      remember(next);
      router.push('/checkout/review');
    },
  });

  if (!cart.customer) {
    return (
      <>
        <StepHeading>{t('delivery.heading')}</StepHeading>
        <div className="card empty">
          <p>{t('delivery.needDetails')}</p>
          <Link href="/checkout/details" className="btn btn-primary">
            {t('delivery.toDetails')}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <StepHeading>{t('delivery.heading')}</StepHeading>
      <p className="lead">{t('delivery.intro')}</p>
      {options.isPending ? (
        <LoadingRegion label={t('delivery.loading')}>
          <SkeletonCard lines={3} height="9rem" />
          <SkeletonCard lines={3} height="9rem" />
        </LoadingRegion>
      ) : options.isError ? (
        <ErrorState error={options.error} onRetry={() => options.refetch()} />
      ) : options.data.logisticOptions.length === 0 ? (
        <p className="notice">{t('delivery.none')}</p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosen) {
              setError(t('delivery.chooseOne'));
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="logistic"]')?.focus());
              return;
            }
            save.mutate(chosen);
          }}
        >
          <fieldset className="option-list" aria-describedby={error ? 'logistic-error' : undefined}>
            <legend className="visually-hidden">{t('delivery.legend')}</legend>
            {options.data.logisticOptions.map((o) => (
              <label key={o.id} className={`card option${chosen === o.id ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="logistic"
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => {
                    setChosen(o.id);
                    setError(null);
                  }}
                />
                <span className="option-body">
                  <span className="option-head">
                    <strong>{inLanguage(o.displayName, locale)}</strong>
                    {o.priceInCurrency > 0 ? <Money amount={o.priceInCurrency} currency={o.currency} /> : <span className="ok">{tUi('free')}</span>}
                  </span>
                  <span className="muted small">{t(`delivery.kinds.${o.kind}`)}</span>
                  <span>
                    {t('delivery.ready', { date: format.dateTime(new Date(o.estimatedCompletionDate), { dateStyle: 'full' }) })}
                  </span>
                  <span className="instructions">{inLanguage(o.instructions, locale)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {error ? (
            <p className="field-error" id="logistic-error" role="alert">
              {error}
            </p>
          ) : null}
          {save.isError ? (
            <p className="field-error" role="alert">
              {problemMessage(save.error, tUi('unexpected'), tUi('offline'))}
            </p>
          ) : null}
          <div className="form-actions">
            <Button type="submit" busy={save.isPending}>
              {t('continueReview')}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
