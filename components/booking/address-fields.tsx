'use client';

import { useTranslations } from 'next-intl';
import { COUNTRIES, type Country } from '@/lib/client/area';
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
  const tL = useTranslations('Logistics');
  // A US address names its State (two-letter code) and prints "City, ST ZIP" (docs/decisions.md#time-zones).
  const state =
    countryValue === 'US' ? (
      <Field id={id('address.state')} label={tL('state')} error={e?.state?.message} required>
        <select {...fieldAria(id('address.state'), { error: e?.state?.message })} autoComplete={auto('address-level1')} {...register('address.state')}>
          <option value="">{tL('stateChoose')}</option>
          {US_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </Field>
    ) : null;
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
      <Field id={id('address.secondAddress')} label={full.secondAddress} optionalLabel={labels.optional}>
        <input id={id('address.secondAddress')} autoComplete={auto('address-line2')} {...register('address.secondAddress')} />
      </Field>
      <div className="grid-2">
        {zip}
        {city}
      </div>
      {state}
      {country}
      <Field id={id('address.deliveryNotes')} label={full.deliveryNotes} optionalLabel={labels.optional} hint={full.deliveryNotesHint}>
        <textarea {...fieldAria(id('address.deliveryNotes'), { hint: 'x' })} rows={2} {...register('address.deliveryNotes')} />
      </Field>
    </fieldset>
  );
}
