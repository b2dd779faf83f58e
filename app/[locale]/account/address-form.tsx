'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { useSubmit } from '@/components/forms/use-submit';
import { useContactErrorWords } from '@/components/forms/use-error-words';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { accountApi } from '@/lib/client/account-api';
import { COUNTRIES, fromE164, PHONE_PREFIXES, phonePrefixFor, toE164 } from '@/lib/client/area';
import { issueWord } from '@/lib/client/customer-form';
import { SavedAddressBodySchema, type SavedAddress } from '@/lib/schemas/account';
import type { Account } from '@/lib/schemas/auth';
import { ClientForm } from '@/components/ui/client-form';
import { UsStateField } from '@/components/booking/address-fields';

const TEXT = [
  ['label', 'label', 'off'],
  ['givenName', 'givenName', 'given-name'],
  ['familyName', 'familyName', 'family-name'],
  ['address.address', 'street', 'address-line1'],
  ['address.secondAddress', 'secondAddress', 'address-line2'],
  ['address.zipCode', 'zipCode', 'postal-code'],
  ['address.city', 'city', 'address-level2'],
] as const;
type Key = (typeof TEXT)[number][0] | 'phonePrefix' | 'phone' | 'address.country' | 'address.state';

/**
 * One saved address, new or edited. It is checked in the browser by `SavedAddressBodySchema`,
 * the API's own schema, which shares the checkout's phone and postcode rule (lib/schemas/phone.ts,
 * lib/schemas/postcode.ts): an address the checkout takes is one this form takes. Each error shows
 * once, under its field, in the page's words (docs/customer-site.md#refusals).
 */
export function AddressForm({ initial, account, onDone, onCancel }: { initial: SavedAddress | null; account: Account; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('AccountSelf');
  const tCheckout = useTranslations('Checkout');
  const country0 = initial?.address.country ?? 'FR';
  const phone0 = fromE164(initial?.phone ?? account.phone);
  const [v, setV] = useState<Record<Key, string>>({
    label: initial?.label ?? '',
    givenName: initial?.givenName ?? account.givenName,
    familyName: initial?.familyName ?? account.familyName,
    phonePrefix: phone0.national ? phone0.prefix : phonePrefixFor(country0),
    phone: phone0.national,
    'address.address': initial?.address.address ?? '',
    'address.secondAddress': initial?.address.secondAddress ?? '',
    'address.zipCode': initial?.address.zipCode ?? '',
    'address.city': initial?.address.city ?? '',
    'address.state': initial?.address.state ?? '',
    'address.country': country0,
  });
  const [local, setLocal] = useState<Partial<Record<Key, string>>>({});
  const words = useContactErrorWords();
  const body = () => ({
    label: v.label,
    givenName: v.givenName,
    familyName: v.familyName,
    phone: v.phone.trim() ? toE164(v.phonePrefix, v.phone) : '',
    address: {
      address: v['address.address'],
      secondAddress: v['address.secondAddress'],
      zipCode: v['address.zipCode'],
      city: v['address.city'],
      country: v['address.country'],
      state: v['address.country'] === 'US' ? v['address.state'] : '',
      deliveryNotes: '',
    },
  });
  const { error, errors: refused, busy, submit } = useSubmit(
    async () => {
      const parsed = SavedAddressBodySchema.safeParse(body());
      if (!parsed.success) {
        const found: Partial<Record<Key, string>> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.map(String).join('.') as Key;
          found[key] ??= issueWord(key.split('.'), v[key], issue, words);
        }
        setLocal(found);
        focusFirstError('.address-form');
        return;
      }
      setLocal({});
      // Being the default is changed by its own button, never by saving the form.
      const { isDefault: _kept, ...fields } = parsed.data;
      if (initial) await accountApi.changeAddress(initial.id, fields);
      else await accountApi.addAddress(fields);
      onDone();
    },
    () => focusFirstError('.address-form'),
  );
  // The server's own field messages are the API's; the page shows its words instead, once, under the field.
  const errors: Partial<Record<Key, string>> = { ...Object.fromEntries(Object.keys(refused).map((k) => [k, k === 'phone' ? words.phone : k === 'address.zipCode' ? words.zip : words.invalid])), ...local };
  const hasFieldErrors = Object.keys(errors).length > 0;
  const id = (k: string) => `ad-${k.replace('.', '-')}`;
  const set = (k: Key) => (e: { target: { value: string } }) => setV((s) => ({ ...s, [k]: e.target.value }));
  return (
    <ClientForm onSubmit={submit} noValidate className="card inset address-form" aria-label={initial ? t('editAddress') : t('addAddress')}>
      <div className="grid-2">
        {TEXT.slice(0, 3).map(([k, label, auto]) => (
          <Field key={k} id={id(k)} label={t(label)} error={errors[k]} required={k !== 'label'}>
            <input {...fieldAria(id(k), { error: errors[k] })} autoComplete={auto} value={v[k]} onChange={set(k)} />
          </Field>
        ))}
        <Field id={id('phone')} label={t('phone')} error={errors.phone} required>
          <div className="phone-row">
            <select aria-label={tCheckout('details.phoneCountry')} autoComplete="tel-country-code" value={v.phonePrefix} onChange={set('phonePrefix')}>
              {PHONE_PREFIXES.map((p) => (
                <option key={p.country} value={p.prefix}>
                  {p.country} {p.prefix}
                </option>
              ))}
            </select>
            <input type="tel" {...fieldAria(id('phone'), { error: errors.phone })} autoComplete="tel-national" value={v.phone} onChange={set('phone')} />
          </div>
        </Field>
        {TEXT.slice(3).map(([k, label, auto]) => (
          <Field key={k} id={id(k)} label={t(label)} error={errors[k]} required={k !== 'address.secondAddress'}>
            <input {...fieldAria(id(k), { error: errors[k] })} autoComplete={auto} value={v[k]} onChange={set(k)} />
          </Field>
        ))}
        {v['address.country'] === 'US' ? (
          <UsStateField id={id('address.state')} error={errors['address.state']} control={{ autoComplete: 'address-level1', value: v['address.state'], onChange: set('address.state') }} />
        ) : null}
        <Field id={id('address.country')} label={t('country')} error={errors['address.country']} required>
          <select {...fieldAria(id('address.country'), { error: errors['address.country'] })} autoComplete="country" value={v['address.country']} onChange={set('address.country')}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {tCheckout(`countries.${c}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {error && !hasFieldErrors ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </ClientForm>
  );
}
