'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Fragment, useState } from 'react';
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
import { CartGate } from '@/components/booking/cart-gate';
import { inLanguage } from '@/lib/i18n/translated';
import { decideInsurance, isInsurableKind } from '@/lib/insurance/rule';
import { DeclaredValue, declaredMinor, type Declared } from './declared-value';
import { OptionDetails, SlotPicker } from './option-details';
import { ClientForm } from '@/components/ui/client-form';

export function DeliveryStep({ locale, serverCartId }: { locale: Locale; serverCartId: string | null }) {
  const t = useTranslations('Checkout');
  return <CartGate heading={t('delivery.heading')} serverCartId={serverCartId}>{(cart) => <Delivery cart={cart} locale={locale} />}</CartGate>;
}

function Delivery({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = useTranslations('Checkout');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const remember = useRememberCart();
  const options = useQuery({ ...logisticOptionsQuery(cart.id), enabled: !!cart.customer });
  const tL = useTranslations('Logistics');
  const [chosen, setChosen] = useState(cart.logisticOption?.logisticOptionId ?? '');
  const [slot, setSlot] = useState(cart.logisticOption?.slot?.start ?? '');
  const [error, setError] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [declared, setDeclared] = useState<Declared>({ value: cart.insurance.estimatedItemPrice?.toString() ?? '', insure: cart.insurance.status === 'insured' });
  const [declaredError, setDeclaredError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: ({ id, slot, insurance }: { id: string; slot?: { start: string; end: string }; insurance?: { estimatedItemPrice: number; insurance: boolean } | null }) =>
      browserApi.carts.setLogisticOption(cart.id, id, slot, insurance),
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
        <ClientForm
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!chosen) {
              setError(t('delivery.chooseOne'));
              requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="logistic"]')?.focus());
              return;
            }
            const option = options.data.logisticOptions.find((o) => o.id === chosen);
            const picked = option?.slots?.find((s) => s.start === slot);
            if (option?.slots && !picked) {
              setSlotError(tL('slotRequired'));
              requestAnimationFrame(() => document.querySelector<HTMLSelectElement>('select[name="slot"]')?.focus());
              return;
            }
            // The declared value (docs/insurance.md): only with a postal or pick-up option; above the threshold, insured.
            let insurance: { estimatedItemPrice: number; insurance: boolean } | null = null;
            if (option && isInsurableKind(option.kind)) {
              const minor = declaredMinor(declared.value);
              const focusValue = () => requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="estimatedItemPrice"]')?.focus());
              if (Number.isNaN(minor) || (minor === null && declared.insure)) {
                setDeclaredError(t(minor === null ? 'delivery.insurance.needValue' : 'delivery.insurance.invalid'));
                focusValue();
                return;
              }
              if (minor !== null) {
                const decision = decideInsurance({ kind: option.kind, currency: cart.currency, declaredMinor: minor, requested: declared.insure });
                insurance = { estimatedItemPrice: minor / 100, insurance: decision.status === 'insured' };
              }
            }
            save.mutate({ id: chosen, slot: picked ? { start: picked.start, end: picked.end } : undefined, insurance });
          }}
        >
          <fieldset className="option-list" aria-describedby={error ? 'logistic-error' : undefined}>
            <legend className="visually-hidden">{t('delivery.legend')}</legend>
            {options.data.logisticOptions.map((o) => (
              <Fragment key={o.id}>
              <label className={`card option${chosen === o.id ? ' selected' : ''}`}>
                <input
                  type="radio"
                  name="logistic"
                  value={o.id}
                  checked={chosen === o.id}
                  onChange={() => {
                    setChosen(o.id);
                    setError(null);
                    setSlotError(null);
                  }}
                />
                <span className="option-body">
                  <span className="option-head">
                    <strong>{inLanguage(o.displayName, locale)}</strong>
                    {o.priceInCurrency > 0 ? <Money amount={o.priceInCurrency} currency={o.currency} /> : <span className="ok">{tUi('free')}</span>}
                  </span>
                  <span className="muted small">{t(`delivery.kinds.${o.kind}`)}</span>
                  <OptionDetails option={o} clock={cart.store} />
                  <span className="instructions">{inLanguage(o.instructions, locale)}</span>
                </span>
              </label>
              {chosen === o.id && o.slots ? (
                <SlotPicker
                  option={{ ...o, slots: o.slots }}
                  clock={cart.store}
                  slot={slot}
                  onSlot={(start) => {
                    setSlot(start);
                    setSlotError(null);
                  }}
                  slotError={slotError}
                />
              ) : null}
              {chosen === o.id && isInsurableKind(o.kind) ? (
                <DeclaredValue
                  optionId={o.id}
                  kind={o.kind}
                  currency={cart.currency}
                  declared={declared}
                  onChange={(next) => {
                    setDeclared(next);
                    setDeclaredError(null);
                  }}
                  error={declaredError}
                />
              ) : null}
              </Fragment>
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
        </ClientForm>
      )}
    </>
  );
}
