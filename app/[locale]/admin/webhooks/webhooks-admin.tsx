'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StoreSelect } from '@/components/admin/store-select';
import { Button } from '@/components/ui/button';
import { StepHeading } from '@/components/ui/step-heading';
import { useRefreshingAction } from '@/components/ui/use-refreshing-action';
import { apiFetch } from '@/lib/client/fetcher';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhooks';
import { WebhookEndpointCreatedSchema, type WebhookDelivery, type WebhookEndpoint } from '@/lib/schemas/webhooks';
import { ClientForm } from '@/components/ui/client-form';

type Props = { initial: { endpoints: WebhookEndpoint[]; deliveries: Record<string, WebhookDelivery[]> }; stores: { id: string; name: string }[]; canEdit: boolean };

/** Endpoints with their latest deliveries; the add form and delete buttons for admins. */
export function WebhooksAdmin({ initial, stores, canEdit }: Props) {
  const t = useTranslations('Notifications');
  const a = useTranslations('WebhookActions');
  const format = useFormatter();
  const { error, busy, run } = useRefreshingAction();
  const [secret, setSecret] = useState<string | null>(null);
  const storeName = (id: string | null) => (id ? (stores.find((s) => s.id === id)?.name ?? id) : t('webhookAllStores'));
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const storeId = String(form.get('storeId') ?? '');
    void run(async () => {
      const created = await apiFetch('/api/sip/admin/webhooks', WebhookEndpointCreatedSchema, {
        method: 'POST',
        body: { url: String(form.get('url') ?? ''), events: form.getAll('events').map(String), ...(storeId ? { storeId } : {}) },
      });
      setSecret(created.secret);
    });
  };
  const post = (path: string) => run(async () => void (await fetch(path, { method: 'POST', credentials: 'same-origin' })));
  const sendTest = (id: string) => post(`/api/sip/admin/webhooks/${encodeURIComponent(id)}/test`);
  const retry = (id: string, deliveryId: string) => post(`/api/sip/admin/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`);
  const remove = (id: string) => run(async () => void (await fetch(`/api/sip/admin/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin' })));
  return (
    <>
      <StepHeading>{t('webhooksTitle')}</StepHeading>
      <p>{t('webhooksIntro')}</p>
      {error && <p role="alert" className="field-error">{error}</p>}
      {secret && <p role="status" className="card">{t('webhookSecret', { secret })}</p>}
      {canEdit && (
        <ClientForm className="card" onSubmit={add}>
          <label htmlFor="wh-url">{t('webhookUrl')}</label>
          <input id="wh-url" name="url" type="url" required maxLength={2048} className="input" />
          <fieldset>
            <legend>{t('webhookEvents')}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="checkbox">
                <input type="checkbox" name="events" value={type} defaultChecked /> {type}
              </label>
            ))}
          </fieldset>
          <StoreSelect id="wh-store" label={t('webhookStore')} allLabel={t('webhookAllStores')} stores={stores} />
          <Button type="submit" busy={busy}>{t('webhookAdd')}</Button>
        </ClientForm>
      )}
      {initial.endpoints.length === 0 && <p>{t('webhookNone')}</p>}
      {initial.endpoints.map((endpoint) => (
        <section key={endpoint.id} className="card" aria-label={endpoint.url}>
          <h2 className="h3">{endpoint.url}</h2>
          <p>
            {endpoint.events.join(', ')} · {storeName(endpoint.storeId)}
          </p>
          {canEdit && (
            <p className="actions">
              <Button onClick={() => void sendTest(endpoint.id)} busy={busy}>{a('sendTest')}</Button>{' '}
              <Button variant="danger" onClick={() => void remove(endpoint.id)} busy={busy}>{t('webhookDelete')}</Button>
            </p>
          )}
          <table className="table">
            <caption>{t('webhookDeliveries')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('deliveryEvent')}</th>
                <th scope="col">{t('deliveryStatus')}</th>
                <th scope="col">{t('deliveryCode')}</th>
                <th scope="col">{t('deliveryAttempts')}</th>
                <th scope="col">{t('deliveryNext')}</th>
                {canEdit && <th scope="col">{a('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {(initial.deliveries[endpoint.id] ?? []).map((d) => (
                <tr key={d.id}>
                  <td>{d.type} <code>{d.webhookId}</code></td>
                  <td>{d.status}</td>
                  <td>{d.responseStatus ?? '—'}</td>
                  <td>{d.attempts}</td>
                  <td>{d.nextAttemptAt ? format.dateTime(new Date(d.nextAttemptAt), { dateStyle: 'short', timeStyle: 'short' }) : '—'}</td>
                  {canEdit && (
                    <td>
                      {d.status !== 'pending' && (
                        <Button variant="secondary" onClick={() => void retry(endpoint.id, d.id)} busy={busy} aria-label={a('retryLabel', { id: d.webhookId })}>
                          {a('retry')}
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
