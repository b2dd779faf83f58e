'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { browserApi } from '@/lib/client/api';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { NoteAndSend } from './note-and-send';
import { useOrderPage } from './order-page';
import { useOrderChanged } from './use-order-changed';
import { inLanguage } from '@/lib/i18n/translated';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

type Selection = Record<string, Record<string, number>>;

/**
 * A revised quote after inspection (status `received`): for each item, the services of the
 * same atelier and garment with quantities, and a message; the customer then accepts or declines.
 */
export function QuoteForm({ order, itemLabels, locale }: { order: Order; itemLabels: AdminOrderDetail['itemLabels']; locale: Locale }) {
  const t = useTranslations('Admin');
  const changed = useOrderChanged();
  const page = useOrderPage();
  const subCategories = [...new Set(order.items.map((i) => i.subClothesCategory))];
  const services = useQuery({
    queryKey: ['services', 'quote', order.providerId, order.currencyCode, order.bookingType, ...subCategories],
    queryFn: ({ signal }) =>
      browserApi.catalogue.services({ subCategoryId: subCategories.join(','), providerIds: [order.providerId], currency: order.currencyCode, bookingType: order.bookingType }, signal),
    staleTime: 5 * 60_000,
  });
  const [selected, setSelected] = useState<Selection>(() =>
    Object.fromEntries(order.items.map((i) => [i.id, Object.fromEntries(i.subServices.map((s) => [s.subServiceId, s.quantity]))])),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      browserApi.orders.proposeQuote(order.id, {
        items: order.items.map((i) => ({ itemId: i.id, subServices: Object.entries(selected[i.id] ?? {}).map(([subServiceId, quantity]) => ({ subServiceId, quantity })) })),
        note: note.trim(),
      }, page.version),
    onError: page.handleError,
    onSuccess: (next) => changed(next),
  });

  const toggle = (itemId: string, id: string) =>
    setSelected((s) => {
      const item = { ...s[itemId] };
      if (item[id]) delete item[id];
      else item[id] = 1;
      return { ...s, [itemId]: item };
    });
  const setQuantity = (itemId: string, id: string, q: number) => setSelected((s) => ({ ...s, [itemId]: { ...s[itemId], [id]: Math.max(1, Math.min(20, q || 1)) } }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const item of order.items) if (Object.keys(selected[item.id] ?? {}).length === 0) next[item.id] = t('quote.chooseOne', { item: itemLabels[item.id]?.name ?? item.name });
    if (!note.trim()) next.note = t('quote.noteRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) {
      focusFirstError('.quote-form');
      return;
    }
    send.mutate();
  };

  return (
    <CardSection id="quote-h" className="quote-form" title={t('quote.heading')}>
      <p className="muted small">{t('quote.intro')}</p>
      {services.isPending ? (
        <LoadingRegion label={t('quote.loading')}>
          <Skeleton height="6rem" />
        </LoadingRegion>
      ) : services.isError ? (
        <ErrorState error={services.error} onRetry={() => services.refetch()} />
      ) : (
        <ClientForm onSubmit={submit} noValidate>
          {order.items.map((item) => {
            const offered = services.data.filter((s) => s.providerId === order.providerId && s.parentSubCategoryId === item.subClothesCategory).flatMap((s) => s.subServices);
            const mine = selected[item.id] ?? {};
            return (
              <Field key={item.id} id={`quote-${item.id}`} group label={itemLabels[item.id]?.name ?? item.name} error={errors[item.id]}>
                <ul className="quote-services">
                  {offered.map((s) => {
                    const inputId = `q-${item.id}-${s.id}`;
                    const qty = mine[s.id] ?? 0;
                    return (
                      <li key={s.id}>
                        <label className="choice" htmlFor={inputId}>
                          <input id={inputId} type="checkbox" checked={!!qty} onChange={() => toggle(item.id, s.id)} aria-invalid={errors[item.id] ? true : undefined} />
                          <span>
                            {inLanguage(s.name, locale)} · <Money amount={Number(s.price[order.currencyCode] ?? 0)} currency={order.currencyCode} />
                          </span>
                        </label>
                        {qty && s.canBeMultiple ? (
                          <span className="qty-inline">
                            <label htmlFor={`${inputId}-qty`}>{t('quote.quantity')}</label>
                            <input id={`${inputId}-qty`} type="number" min={1} max={20} value={qty} onChange={(e) => setQuantity(item.id, s.id, Number(e.target.value))} className="input-qty" />
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </Field>
            );
          })}
          <NoteAndSend form="quote" rows={3} note={note} onNote={setNote} error={errors.note} send={send} />
        </ClientForm>
      )}
    </CardSection>
  );
}
