'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StoreSelect } from '@/components/admin/store-select';
import { Button } from '@/components/ui/button';
import { StepHeading } from '@/components/ui/step-heading';
import { useRefreshingAction } from '@/components/ui/use-refreshing-action';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiKeyCreatedSchema, KEY_SCOPES, type ApiKey } from '@/lib/schemas/api-keys';
import { ClientForm } from '@/components/ui/client-form';

type Props = { keys: ApiKey[]; stores: { id: string; name: string }[] };

/** The keys with their store and last use; the create form (secret shown once) and revoke buttons. */
export function ApiKeysAdmin({ keys, stores }: Props) {
  const t = useTranslations('ApiKeys');
  const format = useFormatter();
  const { error, busy, run } = useRefreshingAction();
  const [secret, setSecret] = useState<string | null>(null);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : t('never'));
  const storeName = (id: string | null) => (id ? (stores.find((s) => s.id === id)?.name ?? id) : t('allStores'));
  const create = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const storeId = String(form.get('storeId') ?? '');
    const scopes = form.getAll('scopes').map(String);
    const livemode = form.get('mode') !== 'test';
    void run(async () => {
      const created = await apiFetch('/api/sip/admin/api-keys', ApiKeyCreatedSchema, { method: 'POST', body: { name: String(form.get('name') ?? ''), ...(storeId ? { storeId } : {}), scopes, livemode } });
      setSecret(created.secret);
    });
  };
  const revoke = (id: string) =>
    run(async () => {
      const res = await fetch(`/api/sip/admin/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin' });
      if (!res.ok) throw new Error(String(res.status));
    });
  return (
    <>
      <StepHeading>{t('title')}</StepHeading>
      <p>{t('intro')}</p>
      {error && <p role="alert" className="field-error">{error}</p>}
      {secret && (
        <p role="status" className="card">
          {t('secret', { secret: '' })}
          <code data-testid="api-key-secret">{secret}</code>
        </p>
      )}
      <ClientForm className="card" onSubmit={create}>
        <label htmlFor="key-name">{t('name')}</label>
        <input id="key-name" name="name" required maxLength={100} className="input" />
        <StoreSelect id="key-store" label={t('store')} allLabel={t('allStores')} stores={stores} />
        <fieldset>
          <legend>{t('scopes')}</legend>
          {KEY_SCOPES.map((scope) => (
            <label key={scope} style={{ display: 'block' }}>
              <input type="checkbox" name="scopes" value={scope} defaultChecked /> <code>{scope}</code>
            </label>
          ))}
        </fieldset>
        <fieldset aria-describedby="key-mode-help">
          <legend>{t('mode')}</legend>
          <label style={{ display: 'block' }}>
            <input type="radio" name="mode" value="live" defaultChecked /> {t('live')}
          </label>
          <label style={{ display: 'block' }}>
            <input type="radio" name="mode" value="test" /> {t('test')}
          </label>
          <p id="key-mode-help">{t('modeHelp')}</p>
        </fieldset>
        <Button type="submit" busy={busy}>{t('create')}</Button>
      </ClientForm>
      {keys.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="table">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('store')}</th>
                <th scope="col">{t('mode')}</th>
                <th scope="col">{t('scopes')}</th>
                <th scope="col">{t('created')}</th>
                <th scope="col">{t('lastUsed')}</th>
                <th scope="col">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td>
                    {k.name} <code>{k.prefix}…</code>
                  </td>
                  <td>{storeName(k.storeId)}</td>
                  <td>{k.livemode ? t('live') : t('test')}</td>
                  <td>{k.scopes.join(', ')}</td>
                  <td>{when(k.createdAt)}</td>
                  <td>{when(k.lastUsedAt)}</td>
                  <td>
                    {k.revokedAt ? (
                      t('revoked', { date: when(k.revokedAt) })
                    ) : (
                      <Button variant="danger" size="sm" busy={busy} onClick={() => void revoke(k.id)} aria-label={`${t('revoke')} ${k.name}`}>
                        {t('revoke')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
