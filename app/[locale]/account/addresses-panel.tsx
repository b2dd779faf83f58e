'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { addressLines, countryName } from '@/lib/i18n/address-format';
import { displayPhone } from '@/lib/schemas/phone';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { accountApi, addressesKey } from '@/lib/client/account-api';
import type { SavedAddress } from '@/lib/schemas/account';
import type { Account } from '@/lib/schemas/auth';
import { AddressForm } from './address-form';
import { CardSection } from '@/components/ui/card-section';

/** Saved addresses: add, edit, make default, delete (docs/decisions.md#accounts). */
export function AddressesPanel({ account }: { account: Account }) {
  const t = useTranslations('AccountSelf');
  const locale = useLocale();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: addressesKey, queryFn: ({ signal }) => accountApi.addresses(signal) });
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const refresh = () => qc.invalidateQueries({ queryKey: addressesKey });
  return (
    <CardSection id="addresses-h" title={t('addressesHeading')}>
      {list.isError ? <ErrorState error={list.error} onRetry={() => list.refetch()} /> : null}
      {list.data && !list.data.length ? <p className="muted">{t('addressesEmpty')}</p> : null}
      <ul className="address-list">
        {(list.data ?? []).map((a) => (
          <li key={a.id} className="card inset">
            <p>
              <strong>{a.label || `${a.givenName} ${a.familyName}`}</strong> {a.isDefault ? <span className="badge">{t('defaultBadge')}</span> : null}
            </p>
            <p className="muted small">
              {a.givenName} {a.familyName} · {displayPhone(a.phone)}
              <br />
              {addressLines(a.address, countryName(a.address.country, locale)).join(', ')}
            </p>
            <div className="form-actions">
              <Button size="sm" variant="secondary" onClick={() => setEditing(a)} aria-label={`${t('editAddress')} — ${a.label || a.address.address}`}>
                {t('editAddress')}
              </Button>
              {!a.isDefault ? (
                <Button size="sm" variant="ghost" onClick={async () => { await accountApi.changeAddress(a.id, { isDefault: true }); await refresh(); }}>
                  {t('makeDefault')}
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={async () => { await accountApi.removeAddress(a.id); await refresh(); }} aria-label={`${t('deleteAddress')} — ${a.label || a.address.address}`}>
                {t('deleteAddress')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          initial={editing === 'new' ? null : editing}
          account={account}
          onDone={async () => {
            setEditing(null);
            await refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          {t('addAddress')}
        </Button>
      )}
    </CardSection>
  );
}
