'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { BookingType, CounterStore } from './counter-types';

/** The counter's "Booking" card: which store (staff of one store see theirs) and paid or warranty. */
export function CounterStoreFields({
  stores,
  store,
  fixedStore,
  onStore,
  bookingType,
  onBookingType,
}: {
  stores: CounterStore[];
  store: CounterStore | undefined;
  fixedStore: boolean;
  onStore: (id: string) => void;
  bookingType: BookingType;
  onBookingType: (b: BookingType) => void;
}) {
  const t = useTranslations('Admin');
  return (
    <fieldset className="card">
      <legend className="h3">{t('counter.booking')}</legend>
      {fixedStore ? (
        <p>
          <span className="muted">{t('counter.store')}:</span> <strong>{store?.name}</strong>
        </p>
      ) : (
        <SelectField id="c-store" label={t('counter.store')} value={store?.id ?? ''} onChange={(e) => onStore(e.target.value)} options={stores.map((s) => ({ value: s.id, label: s.name }))} />
      )}
      <Field id="c-type" label={t('counter.bookingType')} group>
        <div className="choice-col">
          {(['paid', 'warranty'] as const).map((b) => (
            <label key={b} className="choice">
              <input type="radio" name="bookingType" value={b} checked={bookingType === b} onChange={() => onBookingType(b)} />
              <span>
                <strong>{t(`bookingTypes.${b}`)}</strong> <span className="muted small">{t(`counter.bookingTypeHints.${b}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </Field>
    </fieldset>
  );
}
