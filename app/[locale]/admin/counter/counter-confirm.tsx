'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { ServiceLines } from '@/components/booking/service-lines';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { newIdempotencyKey } from '@/lib/client/fetcher';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { CounterLogistics, CounterPayment, type CounterPaymentMethod } from './counter-logistics';
import { paymentMethodsFor } from '@/lib/client/order-request';
import type { BookingType } from './counter-types';
import type { WarrantyDraft } from './counter-warranty';
import type { CounterBooked } from './use-counter-cart';
import { inLanguage } from '@/lib/i18n/translated';

/** The counter's second step: logistics, payment, the customer's bill, and the order. */
export function CounterConfirm({
  booked,
  bookingType,
  warranty,
  locale,
  onBack,
  onChange,
  onBooked,
}: {
  booked: CounterBooked;
  bookingType: BookingType;
  warranty: WarrantyDraft;
  locale: Locale;
  onBack: () => void;
  onChange: (cart: Cart) => void;
  onBooked: (orderId: string) => Promise<void>;
}) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const { cart, options } = booked;
  const [picked, setPayment] = useState<CounterPaymentMethod>('pay_at_drop_off');
  // Only what the chosen option allows (docs/decisions.md#payments).
  const methods = paymentMethodsFor(cart.logisticOption).filter((m): m is CounterPaymentMethod => m !== 'card'); // at the counter: paid in store, never the customer's card online
  const payment = methods.includes(picked) ? picked : (methods[0] ?? picked);
  const idempotencyKey = useRef(newIdempotencyKey());
  const chosen = cart.logisticOption?.logisticOptionId ?? '';
  const cost = cart.pricing?.basket.costToUser;

  const choose = useMutation({ mutationFn: (id: string) => browserApi.carts.setLogisticOption(cart.id, id), onSuccess: onChange });
  const confirm = useMutation({
    onMutate: () => choose.reset(),
    mutationFn: async () => {
      const order = await browserApi.orders.place(
        {
          cartId: cart.id,
          source: 'store',
          requestType: 'repair',
          language: locale,
          ...(bookingType === 'paid' ? { paymentMethod: payment } : { warranty }),
          ...(cost ? { expectedTotal: cost.total } : {}),
        },
        idempotencyKey.current,
      );
      await onBooked(order.id);
    },
  });
  const failure = confirm.error ?? choose.error;

  return (
    <div className="counter">
      <StepHeading>{t('counter.confirmHeading')}</StepHeading>
      <div className="checkout-layout two">
        <div>
          <CounterLogistics options={options.filter((o) => !o.slots)} chosen={chosen} locale={locale} onChoose={(id) => choose.mutate(id)} />
          {bookingType === 'paid' ? <CounterPayment value={payment} methods={methods} onChange={setPayment} /> : <p className="notice">{t('counter.warrantyNotice')}</p>}
        </div>
        <aside className="card summary">
          <p>
            <strong>
              {cart.customer?.givenName} {cart.customer?.familyName}
            </strong>
            <span className="muted small block">{cart.customer?.email}</span>
          </p>
          <ServiceLines
            currency={cart.currency}
            lines={cart.items.flatMap((item) =>
              item.subServices.map((s) => ({
                key: `${item.id}-${s.subServiceId}`,
                name: inLanguage(s.name, locale),
                quantity: s.quantity,
                // Warranty: the customer sees what the repair is worth, and pays nothing.
                ...(cart.bookingType === 'warranty'
                  ? { total: 0, wasTotal: (s.originalPrice[cart.currency] ?? 0) * s.quantity }
                  : { total: (s.price[cart.currency] ?? 0) * s.quantity }),
              })),
            )}
          />
          {cost ? <PriceBreakdown cost={cost} items={cart.pricing?.basket.items} currency={cart.currency} deliveryPending={!chosen} title={t('counter.summary')} /> : null}
          {failure ? (
            <p className="field-error" role="alert">
              {problemMessage(failure, tUi('unexpected'), tUi('offline'))}
            </p>
          ) : null}
          <div className="form-actions">
            {/* Busy until the order page has replaced this one. */}
            <Button onClick={() => confirm.mutate()} busy={confirm.isPending || confirm.isSuccess} disabled={!chosen}>
              {t('counter.confirm')}
            </Button>
            <Button variant="ghost" onClick={onBack}>
              {t('counter.back')}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
