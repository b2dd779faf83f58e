'use client';

import type { ReactNode } from 'react';
import type { Service } from '@/lib/schemas/catalogue';
import type { Locale } from '@/lib/schemas/common';
import { Money } from '../ui/money';
import { inLanguage } from '@/lib/i18n/translated';
import { withInches } from '@/lib/attributes/length-units';

export type SubService = Service['subServices'][number];
/** Chosen repairs: sub-service id → quantity (absent: not chosen). */
export type ServiceSelection = Record<string, number>;

export const MAX_QUANTITY = 20;

/** `selection` with `id` added (quantity 1) or removed. */
export function toggleService(selection: ServiceSelection, id: string): ServiceSelection {
  const next = { ...selection };
  if (next[id]) delete next[id];
  else next[id] = 1;
  return next;
}

/** `selection` with `id`'s quantity set, kept within 1…MAX_QUANTITY. */
export function withQuantity(selection: ServiceSelection, id: string, quantity: number): ServiceSelection {
  return { ...selection, [id]: Math.max(1, Math.min(MAX_QUANTITY, quantity || 1)) };
}

/**
 * The repairs an atelier offers for one garment, each a checkbox with its price and, for
 * repairs that can be repeated, a quantity: the services step and the counter booking.
 * `describe` and `priceNote` add the page's own words (lead time, Bonus Réparation).
 */
export function ServicePicker({
  subServices,
  selection,
  onChange,
  currency,
  locale,
  quantityLabel,
  describe,
  priceNote,
  id,
  country,
}: {
  subServices: SubService[];
  selection: ServiceSelection;
  onChange: (next: ServiceSelection) => void;
  currency: string;
  locale: Locale;
  quantityLabel: string;
  describe?: (s: SubService) => ReactNode;
  priceNote?: (s: SubService, quantity: number) => ReactNode;
  /** Given, the list takes the focus when nothing was chosen. */
  id?: string;
  /** The store's country: where it measures in inches, lengths in names carry them too (docs/customer-site.md#lengths). */
  country?: string | null;
}) {
  return (
    <ul className="service-list" id={id} tabIndex={id ? -1 : undefined}>
      {subServices.map((s) => {
        const qty = selection[s.id] ?? 0;
        const price = Number(s.price[currency as 'EUR'] ?? 0);
        const original = Number(s.originalPrice[currency as 'EUR'] ?? price);
        const inputId = `svc-${s.id}`;
        return (
          <li key={s.id} className={`service${qty ? ' selected' : ''}`}>
            <div className="service-main">
              <input type="checkbox" id={inputId} checked={!!qty} onChange={() => onChange(toggleService(selection, s.id))} aria-describedby={`${inputId}-desc ${inputId}-price`} />
              <label htmlFor={inputId}>
                <strong>{withInches(inLanguage(s.name, locale), country, locale)}</strong>
                <span className="muted small" id={`${inputId}-desc`}>
                  {withInches(inLanguage(s.description, locale), country, locale)}
                  {describe ? describe(s) : null}
                </span>
              </label>
              <div className="service-price" id={`${inputId}-price`}>
                {original > price ? <Money amount={original} currency={currency} className="was" /> : null}
                <Money amount={price} currency={currency} className="now" />
                {priceNote ? priceNote(s, qty) : null}
              </div>
            </div>
            {qty && s.canBeMultiple ? (
              <div className="qty">
                <label htmlFor={`${inputId}-qty`}>{quantityLabel}</label>
                <input
                  id={`${inputId}-qty`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_QUANTITY}
                  value={qty}
                  onChange={(e) => onChange(withQuantity(selection, s.id, Number(e.target.value)))}
                  className="input-qty"
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
