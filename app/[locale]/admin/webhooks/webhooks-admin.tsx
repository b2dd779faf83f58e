'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { StoreSelect } from '@/components/admin/store-select';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { useRefreshingAction } from '@/components/ui/use-refreshing-action';
import { apiFetch } from '@/lib/client/fetcher';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhooks';
import { WebhookEndpointCreatedSchema, type WebhookDelivery, type WebhookEndpoint } from '@/lib/schemas/webhooks';
import { ClientForm } from '@/components/ui/client-form';

type Props = { initial: { endpoints: WebhookEndpoint[]; deliveries: Record<string, WebhookDelivery[]> }; stores: { id: string; name: string }[]; canEdit: boolean };

/**
 * Endpoints with their latest deliveries; the add form and delete buttons for admins
 * (docs/integrators.md#webhook-url-taken): a full-width URL field that shows the refusal (a URL
 * already subscribed is 409), a table of the endpoints, and what to do when there is none.
 */
export function WebhooksAdmin({ initial, stores, canEdit }: Props) {
  const t = useTranslations('Notifications');
  const a = useTranslations('WebhookActions');
  const format = useFormatter();
  const { error, busy, run } = useRefreshingAction();
  const [secret, setSecret] = useState<string | null>(null);
  // Which action the last refusal answered: the add form's shows on its URL field.
  const [last, setLast] = useState<'add' | 'other'>('other');
  const storeName = (id: string | null) => (id ? (stores.find((s) => s.id === id)?.name ?? id) : t('webhookAllStores'));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const storeId = String(form.get('storeId') ?? '');
    setLast('add');
    void run(async () => {
      const created = await apiFetch('/api/sip/admin/webhooks', WebhookEndpointCreatedSchema, {
        method: 'POST',
        body: { url: String(form.get('url') ?? ''), events: form.getAll('events').map(String), ...(storeId ? { storeId } : {}) },
      });
      setSecret(created.secret);
    });
  };
  const other = (action: () => Promise<void>) => {
    setLast('other');
    return run(action);
  };
  const post = (path: string) => other(async () => void (await fetch(path, { method: 'POST', credentials: 'same-origin' })));
  const sendTest = (id: string) => post(`/api/sip/admin/webhooks/${encodeURIComponent(id)}/test`);
  const retry = (id: string, deliveryId: string) => post(`/api/sip/admin/webhooks/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/retry`);
  const remove = (id: string) => other(async () => void (await fetch(`/api/sip/admin/webhooks/${encodeURIComponent(id)}`, { method: 'DELETE', credentials: 'same-origin' })));
  const urlError = last === 'add' ? error : null;
  return (
    <div className="webhooks">
      <StepHeading>{t('webhooksTitle')}</StepHeading>
      <p>{t('webhooksIntro')}</p>
      {error && !urlError && <p role="alert" className="field-error">{error}</p>}
      {secret && <p role="status" className="card">{t('webhookSecret', { secret })}</p>}
      {canEdit && (
        <ClientForm className="card webhook-form" onSubmit={add} noValidate>
          <h2 className="h3">{t('webhookAddHeading')}</h2>
          <Field id="wh-url" label={t('webhookUrl')} hint={t('webhookUrlHint')} error={urlError} required>
            <input name="url" type="url" required maxLength={2048} className="input" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" {...fieldAria('wh-url', { hint: t('webhookUrlHint'), error: urlError })} />
          </Field>
          <fieldset className="webhook-events">
            <legend>{t('webhookEvents')}</legend>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="check">
                <input type="checkbox" name="events" value={type} defaultChecked /> <code>{type}</code>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <StoreSelect id="wh-store" label={t('webhookStore')} allLabel={t('webhookAllStores')} stores={stores} />
          </div>
          <Button type="submit" busy={busy}>{t('webhookAdd')}</Button>
        </ClientForm>
      )}
      {initial.endpoints.length === 0 ? (
        <div className="card empty webhooks-empty">
          <p>
            <strong>{t('webhookNone')}</strong>
          </p>
          <p className="muted">{canEdit ? t('webhookNoneHint') : t('webhookNoneHintStaff')}</p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="ledger webhook-endpoints">
            <caption>{t('webhookListCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('webhookUrl')}</th>
                <th scope="col">{t('webhookEvents')}</th>
                <th scope="col">{t('webhookStore')}</th>
                <th scope="col">{t('webhookCreated')}</th>
              </tr>
            </thead>
            <tbody>
              {initial.endpoints.map((endpoint) => (
                <tr key={endpoint.id}>
                  <th scope="row" className="webhook-url">
                    <a href={`#wh-${endpoint.id}`}>{endpoint.url}</a>
                  </th>
                  <td>{endpoint.events.join(', ')}</td>
                  <td>{storeName(endpoint.storeId)}</td>
                  <td className="nowrap">{when(endpoint.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {initial.endpoints.map((endpoint) => {
        const deliveries = initial.deliveries[endpoint.id] ?? [];
        return (
          <section key={endpoint.id} id={`wh-${endpoint.id}`} className="card" aria-labelledby={`wh-h-${endpoint.id}`}>
            <h2 className="h3 webhook-url" id={`wh-h-${endpoint.id}`}>{endpoint.url}</h2>
            <p className="muted">
              {endpoint.events.join(', ')} · {storeName(endpoint.storeId)}
            </p>
            {canEdit && (
              <p className="actions">
                <Button onClick={() => void sendTest(endpoint.id)} busy={busy}>{a('sendTest')}</Button>{' '}
                <Button variant="danger" onClick={() => void remove(endpoint.id)} busy={busy}>{t('webhookDelete')}</Button>
              </p>
            )}
            {deliveries.length === 0 ? (
              <p className="muted">{t('webhookNoDeliveries')}</p>
            ) : (
              <div className="table-wrap">
                <table className="ledger">
                  <caption>{t('webhookDeliveries')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('deliveryEvent')}</th>
                      <th scope="col">{t('deliveryStatus')}</th>
                      <th scope="col" className="num">{t('deliveryCode')}</th>
                      <th scope="col" className="num">{t('deliveryAttempts')}</th>
                      <th scope="col">{t('deliveryNext')}</th>
                      {canEdit && <th scope="col">{a('actions')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {deliveries.map((d) => (
                      <tr key={d.id}>
                        <td>
                          {d.type} <code className="block small">{d.webhookId}</code>
                        </td>
                        <td>{d.status}</td>
                        <td className="num">{d.responseStatus ?? '—'}</td>
                        <td className="num">{d.attempts}</td>
                        <td>{d.nextAttemptAt ? when(d.nextAttemptAt) : '—'}</td>
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
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
