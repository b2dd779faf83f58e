import 'server-only';
import { getDb } from '@/db/client';
import { deleteEndpoint, findEndpoint, findEndpointByUrl, insertEndpoint, listEndpoints, recentDeliveries, type WebhookEndpointRow } from '@/db/webhooks';
import { canReach, storeReach } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError, notFound } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import type { WebhookCreateBody, WebhookDelivery, WebhookEndpoint } from '@/lib/schemas/webhooks';
import { newWebhookSecret } from './signing';
import { webhookUrlProblem } from './url-guard';

const wire = (e: WebhookEndpointRow): WebhookEndpoint => ({ id: e.id, url: e.url, events: e.events as WebhookEndpoint['events'], storeId: e.storeId, createdAt: e.createdAt.toISOString() });
/** Staff see their store's endpoints; admins every one (the scope rule, lib/auth/scope.ts: an endpoint is no customer's). */
const visible = (e: WebhookEndpointRow | null, principal: Principal) => (e && canReach(principal, { storeId: e.storeId }) ? e : null);

/** POST /api/sip/admin/webhooks: the URL is checked (scheme, length, where it resolves) before anything is stored. */
export async function createWebhookEndpoint(body: WebhookCreateBody, locale: Locale): Promise<WebhookEndpoint & { secret: string }> {
  const t = apiMessages(locale, 'Notifications');
  const problem = await webhookUrlProblem(body.url);
  if (problem) throw new ApiError('validation_failed', { errors: [{ path: 'url', message: t(`urlProblems.${problem}`) }] });
  if (body.storeId && !(await getCatalogue()).storesById.has(body.storeId)) throw new ApiError('validation_failed', { errors: [{ path: 'storeId', message: t('urlProblems.store_unknown') }] });
  const db = await getDb();
  // The same URL twice for the same store would deliver every event twice (issue #35.9).
  if (await findEndpointByUrl(db, body.url, body.storeId ?? null)) throw new ApiError('validation_failed', { errors: [{ path: 'url', message: t('urlDuplicate') }] });
  const row = await insertEndpoint(db, { id: newId(), url: body.url, events: [...new Set(body.events)], storeId: body.storeId ?? null, secret: newWebhookSecret(), createdAt: new Date() });
  return { ...wire(row), secret: row.secret };
}

export async function listWebhookEndpoints(principal: Principal): Promise<WebhookEndpoint[]> {
  const reach = storeReach(principal);
  return reach ? (await listEndpoints(await getDb(), reach.storeId)).map(wire) : [];
}

export async function removeWebhookEndpoint(id: string): Promise<void> {
  const db = await getDb();
  if (!(await findEndpoint(db, id))) throw notFound();
  await deleteEndpoint(db, id);
}

/** GET …/{id}/deliveries: the 50 latest, newest first. */
export async function webhookDeliveries(id: string, principal: Principal): Promise<WebhookDelivery[]> {
  const db = await getDb();
  if (!visible(await findEndpoint(db, id), principal)) throw notFound();
  return (await recentDeliveries(db, id)).map((d) => ({
    id: d.id,
    webhookId: `msg_${d.eventId}`,
    type: d.type as WebhookDelivery['type'],
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    lastError: d.lastError,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  }));
}
