'use client';

import { countryCopy, type CountryCopy } from '@/lib/i18n/country-copy';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { ErrorState } from '@/components/ui/error-state';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
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
/** A free line as typed (docs/decisions.md#free-quote-lines): strings until sent. */
type FreeDraft = { key: string; label: string; amount: string; vatRate: string };
type FreeDrafts = Record<string, FreeDraft[]>;

/** "12,50" or "12.50" → 12.5; NaN when not a number. */
const decimal = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));
const validAmount = (text: string) => {
  const n = decimal(text);
  return n >= 0.01 && n <= 10_000 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
};
const validRate = (text: string) => text.trim() === '' || (decimal(text) >= 0 && decimal(text) <= 30);

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
    Object.fromEntries(order.items.map((i) => [i.id, Object.fromEntries(i.subServices.filter((s) => !s.free).map((s) => [s.subServiceId, s.quantity]))])),
  );
  // The item's free lines so far stay in the revision unless removed.
  const [free, setFree] = useState<FreeDrafts>(() =>
    Object.fromEntries(
      order.items.map((i) => [
        i.id,
        i.subServices
          .filter((s) => s.free)
          .map((s) => ({ key: s.subServiceId, label: inLanguage(s.displayName, locale), amount: String(s.price[order.currencyCode] ?? ''), vatRate: String(s.vatRate ?? '') })),
      ]),
    ),
  );
  const [nextKey, setNextKey] = useState(0);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      browserApi.orders.proposeQuote(order.id, {
        items: order.items.map((i) => ({
          itemId: i.id,
          subServices: Object.entries(selected[i.id] ?? {}).map(([subServiceId, quantity]) => ({ subServiceId, quantity })),
          freeLines: (free[i.id] ?? []).map((f) => ({ label: f.label.trim(), amount: decimal(f.amount), ...(f.vatRate.trim() ? { vatRate: decimal(f.vatRate) } : {}) })),
        })),
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

  const addFree = (itemId: string) => {
    setFree((f) => ({ ...f, [itemId]: [...(f[itemId] ?? []), { key: `new-${nextKey}`, label: '', amount: '', vatRate: '' }] }));
    setNextKey((k) => k + 1);
  };
  const editFree = (itemId: string, key: string, change: Partial<FreeDraft>) =>
    setFree((f) => ({ ...f, [itemId]: (f[itemId] ?? []).map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const removeFree = (itemId: string, key: string) => setFree((f) => ({ ...f, [itemId]: (f[itemId] ?? []).filter((l) => l.key !== key) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    for (const item of order.items) {
      const lines = free[item.id] ?? [];
      if (Object.keys(selected[item.id] ?? {}).length === 0 && lines.length === 0) next[item.id] = t('quote.chooseOne', { item: itemLabels[item.id]?.name ?? item.name });
      for (const line of lines) {
        const id = `free-${item.id}-${line.key}`;
        if (!line.label.trim()) next[`${id}-label`] = t('quote.freeLabelRequired');
        if (!validAmount(line.amount)) next[`${id}-amount`] = t('quote.freeAmountInvalid');
        if (!validRate(line.vatRate)) next[`${id}-vat`] = t('quote.freeVatInvalid');
      }
    }
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
                <FreeLines
                  tax={countryCopy(order.store.country ?? '').tax}
                  itemId={item.id}
                  lines={free[item.id] ?? []}
                  errors={errors}
                  currency={order.currencyCode}
                  onAdd={() => addFree(item.id)}
                  onEdit={(key, change) => editFree(item.id, key, change)}
                  onRemove={(key) => removeFree(item.id, key)}
                />
              </Field>
            );
          })}
          <NoteAndSend form="quote" rows={3} note={note} onNote={setNote} error={errors.note} send={send} />
        </ClientForm>
      )}
    </CardSection>
  );
}

type FreeLinesProps = {
  itemId: string;
  lines: FreeDraft[];
  errors: Record<string, string>;
  currency: string;
  /** How the store's country names the tax (lib/i18n/country-copy.ts): no "VAT" on a US counter. */
  tax: CountryCopy['tax'];
  onAdd: () => void;
  onEdit: (key: string, change: Partial<FreeDraft>) => void;
  onRemove: (key: string) => void;
};

/** An item's free lines (docs/decisions.md#free-quote-lines): label, price incl. VAT, VAT rate (empty: the store's). */
function FreeLines({ itemId, lines, errors, currency, tax, onAdd, onEdit, onRemove }: FreeLinesProps) {
  const t = useTranslations('Admin');
  return (
    <div className="quote-free">
      <p className="small muted">
        <strong>{t('quote.freeLines')}</strong> — {t('quote.freeHint', { tax })}
      </p>
      <ul className="quote-free-lines">
        {lines.map((line) => {
          const id = `free-${itemId}-${line.key}`;
          return (
            <li key={line.key}>
              <Field id={`${id}-label`} label={t('quote.freeLabel')} error={errors[`${id}-label`]} className="free-label">
                <input {...fieldAria(`${id}-label`, { error: errors[`${id}-label`] })} maxLength={120} value={line.label} onChange={(e) => onEdit(line.key, { label: e.target.value })} />
              </Field>
              <Field id={`${id}-amount`} label={`${t('quote.freeAmount', { tax })} (${currency})`} error={errors[`${id}-amount`]} className="free-amount">
                <input {...fieldAria(`${id}-amount`, { error: errors[`${id}-amount`] })} inputMode="decimal" value={line.amount} onChange={(e) => onEdit(line.key, { amount: e.target.value })} />
              </Field>
              <Field id={`${id}-vat`} label={t('quote.freeVatRate', { tax })} hint={t('quote.freeVatHint')} error={errors[`${id}-vat`]} className="free-vat">
                <input {...fieldAria(`${id}-vat`, { hint: true, error: errors[`${id}-vat`] })} inputMode="decimal" value={line.vatRate} onChange={(e) => onEdit(line.key, { vatRate: e.target.value })} />
              </Field>
              <Button variant="secondary" size="sm" onClick={() => onRemove(line.key)}>
                {t('quote.removeFreeLine')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" onClick={onAdd}>
        {t('quote.addFreeLine')}
      </Button>
    </div>
  );
}
