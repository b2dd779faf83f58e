'use client';

import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PHONE_PREFIXES } from '@/lib/client/area';
import type { CustomerFormValues } from '@/lib/client/customer-form';
import { Field, fieldAria } from '../ui/field';
import { AddressFields, type AddressLabels } from './address-fields';

export type CustomerLabels = AddressLabels & {
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  /** The customer's own form (checkout) has hints; the counter's has none. */
  emailHint?: string;
  phoneHint?: string;
  /** The counter's walk-ins may give only a phone (docs/counter.md#phone-only): the e-mail says "optional". */
  emailOptional?: boolean;
  optional?: string;
  title?: { legend: string; options: Record<(typeof TITLES)[number], string> };
};

const TITLES = ['mr', 'ms', 'mx'] as const;

/**
 * The customer's name, email, phone and address: the checkout's details step and the counter
 * booking. `autoFill` lets the browser fill the customer's own details (off at the counter,
 * where the browser is the store's). Validation: `customerFormSchema` (lib/client/customer-form).
 */
export function CustomerFields<T extends CustomerFormValues>({
  idPrefix,
  labels,
  autoFill,
  country,
  hideAddress = false,
  ...form
}: {
  idPrefix: string;
  /** No address asked (an in-store drop-off and collection at the counter, docs/counter.md#no-address). */
  hideAddress?: boolean;
  /** The address's country as typed so far: a US address asks its State. */
  country?: string;
  labels: CustomerLabels;
  autoFill: boolean;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  // The fields are CustomerFormValues' own: a form that adds fields (a password) registers them itself.
  const register = form.register as unknown as UseFormRegister<CustomerFormValues>;
  const e = form.errors as FieldErrors<CustomerFormValues>;
  const id = (name: string) => `${idPrefix}-${name}`;
  const auto = (value: string) => (autoFill ? value : 'off');
  return (
    <>
      {labels.title ? (
        <fieldset className="field field-group">
          <legend className="field-label">
            {labels.title.legend} <span className="optional">({labels.optional})</span>
          </legend>
          <div className="choice-row">
            {TITLES.map((v) => (
              <label key={v} className="choice">
                <input type="radio" value={v} {...register('title')} />
                <span>{labels.title!.options[v]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid-2">
        <Field id={id('givenName')} label={labels.givenName} error={e.givenName?.message} required>
          <input {...fieldAria(id('givenName'), { error: e.givenName?.message })} autoComplete={auto('given-name')} {...register('givenName')} />
        </Field>
        <Field id={id('familyName')} label={labels.familyName} error={e.familyName?.message} required>
          <input {...fieldAria(id('familyName'), { error: e.familyName?.message })} autoComplete={auto('family-name')} {...register('familyName')} />
        </Field>
      </div>
      <EmailAndPhone id={id} labels={labels} auto={auto} register={register} errors={e} />
      {hideAddress ? null : <AddressFields country={country} id={id} labels={labels} auto={auto} register={register} errors={e} />}
    </>
  );
}

export type CustomerPartProps = {
  id: (name: string) => string;
  auto: (value: string) => string;
  register: UseFormRegister<CustomerFormValues>;
  errors: FieldErrors<CustomerFormValues>;
};

function EmailAndPhone({ id, labels, auto, register, errors: e }: CustomerPartProps & { labels: CustomerLabels }) {
  const pair = (
    <>
      <Field id={id('email')} label={labels.email} error={e.email?.message} required={!labels.emailOptional} optionalLabel={labels.optional} hint={labels.emailHint}>
        <input type="email" {...fieldAria(id('email'), { hint: labels.emailHint, error: e.email?.message })} autoComplete={auto('email')} {...register('email')} />
      </Field>
      <Field id={id('phoneNational')} label={labels.phone} error={e.phoneNational?.message} required hint={labels.phoneHint}>
        <div className="phone-row">
          <select aria-label={labels.phoneCountry} autoComplete={auto('tel-country-code')} {...register('phonePrefix')}>
            {PHONE_PREFIXES.map((p) => (
              <option key={p.country} value={p.prefix}>
                {p.country} {p.prefix}
              </option>
            ))}
          </select>
          <input
            type="tel"
            {...fieldAria(id('phoneNational'), { hint: labels.phoneHint, error: e.phoneNational?.message })}
            autoComplete={auto('tel-national')}
            {...register('phoneNational')}
          />
        </div>
      </Field>
    </>
  );
  // With hints (the customer's own form) each takes the full width; at the counter, side by side.
  return labels.emailHint ? pair : <div className="grid-2">{pair}</div>;
}
