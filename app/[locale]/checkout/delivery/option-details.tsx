'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StoreDetails } from '@/components/booking/store-details';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';
import type { LogisticOptionChoice } from '@/lib/schemas/cart';

/**
 * What one delivery option promises, in the store's time: when the item is back, or ready in
 * store with the store's address and hours (docs/decisions.md#logistics). Slots: #pickup-slots.
 */
export function OptionDetails({ option, clock }: { option: LogisticOptionChoice; clock: StoreClock }) {
  const t = useTranslations('Logistics');
  const language = useLocale();
  const dates = useStoreDates(option.store ?? clock);
  const ready = dates.date(option.estimatedCompletionDate, 'dateFull');
  return (
    <>
      <span>{option.kind === 'store_drop_off' ? t('readyInStore', { date: ready }) : t('backToYou', { date: ready })}</span>
      {option.store ? (
        <StoreDetails store={option.store} language={language} labels={{ address: t('address'), hours: t('hours'), closed: t('closed'), zone: t('localTime') }} />
      ) : null}
    </>
  );
}

/** The home pick-up slot of the chosen option, outside the option's label (a control of its own). */
export function SlotPicker({ option, clock, slot, onSlot, slotError }: {
  option: LogisticOptionChoice & { slots: NonNullable<LogisticOptionChoice['slots']> };
  clock: StoreClock;
  slot: string;
  onSlot: (start: string) => void;
  slotError: string | null;
}) {
  const t = useTranslations('Logistics');
  const dates = useStoreDates(clock);
  const id = `slot-${option.id}`;
  return (
    <div className="field slot-picker">
      <label className="field-label" htmlFor={id}>
        {t('slotLegend')}
      </label>
      {option.slots.length === 0 ? (
        <p className="notice">{t('noSlots')}</p>
      ) : (
        <select
          id={id}
          name="slot"
          value={slot}
          aria-invalid={slotError ? true : undefined}
          aria-describedby={`${id}-hint${slotError ? ` ${id}-error` : ''}`}
          onChange={(e) => onSlot(e.target.value)}
        >
          <option value="">{t('slotChoose')}</option>
          {option.slots.map((s) => (
            <option key={s.start} value={s.start}>
              {dates.slot(s)}
            </option>
          ))}
        </select>
      )}
      <p id={`${id}-hint`} className="muted small">
        {t('slotTimes')}
      </p>
      {slotError ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {slotError}
        </p>
      ) : null}
    </div>
  );
}
