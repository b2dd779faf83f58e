'use client';

import { useState, type Ref, type SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { COUNTRIES, type Country } from '@/lib/client/area';
import { DELIVERY_NOTES_MAX } from '@/lib/schemas/common';
import { US_STATES } from '@/lib/schemas/constants';
import { Field, fieldAria } from '../ui/field';
import type { CustomerPartProps } from './customer-fields';

export type AddressLabels = {
  address: string;
  zipCode: string;
  city: string;
  country: string;
  countries: Record<Country, string>;
  optional: string;
  /** The customer's own form (checkout): a legend, a second line and delivery notes. */
  full?: { legend: string; secondAddress: string; deliveryNotes: string; deliveryNotesHint: string };
};

/** The address part of `CustomerFields`. */
export function AddressFields({ id, labels, auto, register, errors, country: countryValue }: CustomerPartProps & { labels: AddressLabels; country?: string }) {
  const e = errors.address;
  // A US address names its State (two-letter code) and prints "City, ST ZIP" (docs/decisions.md#time-zones).
  const state =
    countryValue === 'US' ? <UsStateField id={id('address.state')} error={e?.state?.message} control={{ autoComplete: auto('address-level1'), ...register('address.state') }} /> : null;
  const street = (
    <Field id={id('address.address')} label={labels.address} error={e?.address?.message} required>
      <input {...fieldAria(id('address.address'), { error: e?.address?.message })} autoComplete={auto('address-line1')} {...register('address.address')} />
    </Field>
  );
  const zip = (
    <Field id={id('address.zipCode')} label={labels.zipCode} error={e?.zipCode?.message} required>
      <input
        {...fieldAria(id('address.zipCode'), { error: e?.zipCode?.message })}
        autoComplete={auto('postal-code')}
        className={labels.full ? 'input-short' : undefined}
        {...register('address.zipCode')}
      />
    </Field>
  );
  const city = (
    <Field id={id('address.city')} label={labels.city} error={e?.city?.message} required>
      <input {...fieldAria(id('address.city'), { error: e?.city?.message })} autoComplete={auto('address-level2')} {...register('address.city')} />
    </Field>
  );
  const country = (
    <Field id={id('address.country')} label={labels.country} error={e?.country?.message} required>
      <select {...fieldAria(id('address.country'), { error: e?.country?.message })} autoComplete={auto('country')} {...register('address.country')}>
        {COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {labels.countries[c]}
          </option>
        ))}
      </select>
    </Field>
  );
  const full = labels.full;
  if (!full) {
    return (
      <>
        {street}
        <div className="grid-3">
          {zip}
          {city}
          {country}
        </div>
        {state}
      </>
    );
  }
  return (
    <fieldset className="field-group-plain">
      <legend className="h3">{full.legend}</legend>
      {street}
      <Field id={id('address.secondAddress')} label={full.secondAddress} optionalLabel={labels.optional} error={e?.secondAddress?.message}>
        <input {...fieldAria(id('address.secondAddress'), { error: e?.secondAddress?.message })} autoComplete={auto('address-line2')} {...register('address.secondAddress')} />
      </Field>
      <div className="grid-2">
        {zip}
        {city}
      </div>
      {state}
      {country}
      <DeliveryNotes id={id('address.deliveryNotes')} label={full.deliveryNotes} optional={labels.optional} hint={full.deliveryNotesHint} error={e?.deliveryNotes?.message} field={register('address.deliveryNotes')} />
    </fieldset>
  );
}

/**
 * The delivery note, its limit stated and counted as it is typed, and its refusal shown under it:
 * a pasted 10,000-character note was refused with no word (docs/customer-site.md#refusals).
 */
function DeliveryNotes({ id, label, optional, hint, error, field }: { id: string; label: string; optional: string; hint: string; error?: string; field: UseFormRegisterReturn }) {
  const tUi = useTranslations('UI');
  const [length, setLength] = useState(0);
  const max = DELIVERY_NOTES_MAX;
  return (
    <Field id={id} label={label} optionalLabel={optional} hint={hint} error={error} counter={{ length, max, label: tUi('charCount', { count: length, max }) }}>
      <textarea
        {...fieldAria(id, { hint, error, counter: true })}
        rows={2}
        {...field}
        ref={(el) => {
          field.ref(el);
          if (el) setLength(el.value.length);
        }}
        onChange={(ev) => {
          setLength(ev.target.value.length);
          return field.onChange(ev);
        }}
      />
    </Field>
  );
}

/** A US address's State, as its two-letter USPS code: the checkout, the counter and the saved addresses. */
export function UsStateField({ id, error, control }: { id: string; error?: string; control: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> } }) {
  const tL = useTranslations('Logistics');
  return (
    <Field id={id} label={tL('state')} error={error} required>
      <select {...fieldAria(id, { error })} {...control}>
        <option value="">{tL('stateChoose')}</option>
        {US_STATES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </Field>
  );
}
