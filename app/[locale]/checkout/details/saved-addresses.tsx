'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { accountApi, addressesKey } from '@/lib/client/account-api';
import { fromE164 } from '@/lib/client/area';
import type { SavedAddress } from '@/lib/schemas/account';
import type { DetailsValues } from './details-form';

/** Puts a saved address (person, phone, address) into the details form. */
function fill(form: UseFormReturn<DetailsValues>, saved: SavedAddress) {
  const phone = fromE164(saved.phone);
  form.setValue('givenName', saved.givenName);
  form.setValue('familyName', saved.familyName);
  if (saved.title) form.setValue('title', saved.title);
  form.setValue('phonePrefix', phone.prefix);
  form.setValue('phoneNational', phone.national);
  form.setValue('address', { ...saved.address });
}

/**
 * A signed-in customer's saved addresses on the details step (docs/decisions.md#accounts): a cart
 * without details yet starts from the default one (or the first in the cart's country), and the
 * customer may pick another.
 */
export function SavedAddresses({ form, signedIn, empty, country }: { form: UseFormReturn<DetailsValues>; signedIn: boolean; empty: boolean; country: string | null }) {
  const t = useTranslations('AccountSelf');
  const list = useQuery({ queryKey: addressesKey, queryFn: ({ signal }) => accountApi.addresses(signal), enabled: signedIn });
  const filled = useRef(false);
  const addresses = useMemo(() => list.data ?? [], [list.data]);
  useEffect(() => {
    if (!empty || filled.current || !addresses.length) return;
    filled.current = true;
    const inArea = addresses.find((a) => a.isDefault && (!country || a.address.country === country)) ?? addresses.find((a) => !country || a.address.country === country);
    if (inArea) fill(form, inArea);
  }, [addresses, empty, country, form]);
  if (!signedIn || !addresses.length) return null;
  return (
    <div className="field">
      <label className="field-label" htmlFor="d-saved">
        {t('savedAddressPick')}
      </label>
      <select
        id="d-saved"
        defaultValue=""
        onChange={(e) => {
          const chosen = addresses.find((a) => a.id === e.target.value);
          if (chosen) fill(form, chosen);
        }}
      >
        <option value="">{t('savedAddressNone')}</option>
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {[a.label, a.address.address, `${a.address.zipCode} ${a.address.city}`].filter(Boolean).join(' · ')}
          </option>
        ))}
      </select>
    </div>
  );
}
