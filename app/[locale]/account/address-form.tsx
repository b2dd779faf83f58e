'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSubmit } from '@/components/forms/use-submit';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { accountApi } from '@/lib/client/account-api';
import { COUNTRIES } from '@/lib/client/area';
import type { SavedAddress } from '@/lib/schemas/account';
import type { Account } from '@/lib/schemas/auth';
import { ClientForm } from '@/components/ui/client-form';

const TEXT = [
  ['label', 'label', 'off'],
  ['givenName', 'givenName', 'given-name'],
  ['familyName', 'familyName', 'family-name'],
  ['phone', 'phone', 'tel'],
  ['address.address', 'street', 'address-line1'],
  ['address.secondAddress', 'secondAddress', 'address-line2'],
  ['address.zipCode', 'zipCode', 'postal-code'],
  ['address.city', 'city', 'address-level2'],
] as const;
type Key = (typeof TEXT)[number][0] | 'address.country';

/** One saved address, new or edited; the server's field messages show under their fields. */
export function AddressForm({ initial, account, onDone, onCancel }: { initial: SavedAddress | null; account: Account; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('AccountSelf');
  const tC = useTranslations('Checkout.countries');
  const [v, setV] = useState<Record<Key, string>>({
    label: initial?.label ?? '',
    givenName: initial?.givenName ?? account.givenName,
    familyName: initial?.familyName ?? account.familyName,
    phone: initial?.phone ?? account.phone,
    'address.address': initial?.address.address ?? '',
    'address.secondAddress': initial?.address.secondAddress ?? '',
    'address.zipCode': initial?.address.zipCode ?? '',
    'address.city': initial?.address.city ?? '',
    'address.country': initial?.address.country ?? 'FR',
  });
  const { error, errors, busy, submit } = useSubmit(
    async () => {
      const body = {
        label: v.label, givenName: v.givenName, familyName: v.familyName, phone: v.phone,
        address: { address: v['address.address'], secondAddress: v['address.secondAddress'], zipCode: v['address.zipCode'], city: v['address.city'], country: v['address.country'], state: '', deliveryNotes: '' },
      };
      if (initial) await accountApi.changeAddress(initial.id, body);
      else await accountApi.addAddress(body);
      onDone();
    },
    (fields) => {
      const first = TEXT.find(([k]) => fields[k]);
      if (first) document.getElementById(`ad-${first[0].replace('.', '-')}`)?.focus();
    },
  );
  const id = (k: string) => `ad-${k.replace('.', '-')}`;
  return (
    <ClientForm onSubmit={submit} noValidate className="card inset" aria-label={initial ? t('editAddress') : t('addAddress')}>
      <div className="grid-2">
        {TEXT.map(([k, label, auto]) => (
          <Field key={k} id={id(k)} label={t(label)} error={errors[k]} required={k !== 'label' && k !== 'address.secondAddress'}>
            <input {...fieldAria(id(k), { error: errors[k] })} autoComplete={auto} type={k === 'phone' ? 'tel' : 'text'} value={v[k]} onChange={(e) => setV((s) => ({ ...s, [k]: e.target.value }))} />
          </Field>
        ))}
        <Field id="ad-country" label={t('country')} required>
          <select id="ad-country" autoComplete="country" value={v['address.country']} onChange={(e) => setV((s) => ({ ...s, 'address.country': e.target.value }))}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {tC(c)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {error ? (
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
