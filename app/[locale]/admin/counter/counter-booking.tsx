'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { CounterCompose } from './counter-compose';
import { CounterConfirm } from './counter-confirm';
import type { CounterCategory, CounterProvider, CounterStore } from './counter-types';
import type { CounterBooked } from './use-counter-cart';
import { useCounterCompose } from './use-counter-compose';

/**
 * Counter booking: staff compose one item (garment, atelier, repairs, details), the customer's
 * details, then the logistics — through the same cart and order API as the website, with the
 * staff session (the cart is the store's, `source: store`; warranty allowed).
 */
export function CounterBooking({
  stores,
  categories,
  providers,
  locale,
  fixedStore,
}: {
  stores: CounterStore[];
  categories: CounterCategory[];
  providers: Record<string, CounterProvider>;
  locale: Locale;
  fixedStore: boolean;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const compose = useCounterCompose({ stores, categories, locale, fixedStore });
  const [phase, setPhase] = useState<'compose' | 'logistics'>('compose');
  const [booked, setBooked] = useState<CounterBooked | null>(null);

  if (phase === 'logistics' && booked) {
    return (
      <CounterConfirm
        booked={booked}
        bookingType={compose.bookingType}
        warranty={compose.warranty}
        locale={locale}
        onBack={() => setPhase('compose')}
        onChange={(cart) => setBooked({ ...booked, cart })}
        onBooked={async (orderId) => {
          compose.forgetCart();
          await qc.invalidateQueries({ queryKey: ['admin'] });
          router.push(`/admin/orders/${orderId}`);
        }}
      />
    );
  }
  return (
    <CounterCompose
      compose={compose}
      stores={stores}
      providers={providers}
      locale={locale}
      fixedStore={fixedStore}
      onBooked={(next) => {
        setBooked(next);
        setPhase('logistics');
      }}
    />
  );
}
