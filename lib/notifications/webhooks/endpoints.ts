import 'server-only';
import { getDb } from '@/db/client';
import { deleteEndpoint, findEndpoint, insertDelivery, insertEndpointOnce, listEndpoints, pageDeliveries, requeueDelivery, type WebhookEndpointRow } from '@/db/webhooks';
import type { WebhookDeliveryRow } from '@/db/outbox';
import { POSTGRES_TIMESTAMP } from '@/db/events';
import { canReach, liveModeOf, storeReach } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError, notFound } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import type { WebhookCreateBody, WebhookDelivery, WebhookEndpoint } from '@/lib/schemas/webhooks';
import { newWebhookSecret } from './signing';
import { webhookUrlProblem } from './url-guard';

const wire = (e: WebhookEndpointRow): WebhookEndpoint => ({ id: e.id, url: e.url, events: e.events as WebhookEndpoint['events'], storeId: e.storeId, livemode: e.livemode, createdAt: e.createdAt.toISOString() });
/** Staff see their store's endpoints; admins every one (the scope rule, lib/auth/scope.ts: an endpoint is no customer's). */
const visible = (e: WebhookEndpointRow | null, principal: Principal) => (e && canReach(principal, { storeId: e.storeId, livemode: e.livemode }) ? e : null);

/**
 * Who subscribes, removes, retries and tests (docs/integrators.md#webhooks): admins (a session or an
 * every-store key), and a store's own API key for its store's endpoints. A store's staff read them
 * on the admin page but do not run integrations: 403. Seen but not theirs (an every-store endpoint,
 * to a store key) is 404, as unseen is.
 */
function assertMayManage(principal: Principal): void {
  if (principal.role !== 'admin' && !(principal.apiKeyId && principal.storeId)) throw new ApiError('forbidden');
}
function manageable(e: WebhookEndpointRow | null, principal: Principal): WebhookEndpointRow | null {
  assertMayManage(principal);
  const reach = storeReach(principal);
  return e && reach && e.livemode === reach.livemode && (reach.storeId === undefined || e.storeId === reach.storeId) ? e : null;
}

/**
 * POST /api/sip/admin/webhooks: the URL is checked (scheme, length, where it resolves) before anything is stored.
 * A test key's endpoint is a test endpoint (docs/integrators.md#test-mode), a session's or a live key's a live one.
 */
export async function createWebhookEndpoint(body: WebhookCreateBody, principal: Principal, locale: Locale): Promise<WebhookEndpoint & { secret: string }> {
  assertMayManage(principal);
  const livemode = liveModeOf(principal);
  const t = apiMessages(locale, 'Notifications');
  // A store's key subscribes for its own store: its events, never every store's.
  const keyStore = principal.role === 'admin' ? null : principal.storeId;
  if (keyStore && body.storeId && body.storeId !== keyStore) throw new ApiError('validation_failed', { errors: [{ path: 'storeId', message: t('urlProblems.store_not_yours') }] });
  const storeId = keyStore ?? body.storeId ?? null;
  const problem = await webhookUrlProblem(body.url);
  if (problem) throw new ApiError('validation_failed', { errors: [{ path: 'url', message: t(`urlProblems.${problem}`) }] });
  if (storeId && !(await getCatalogue()).storesById.has(storeId)) throw new ApiError('validation_failed', { errors: [{ path: 'storeId', message: t('urlProblems.store_unknown') }] });
  // One endpoint per URL and mode: a second (for the same store or another) would deliver events twice (docs/integrators.md#webhook-url-taken).
  const made = await insertEndpointOnce(await getDb(), { id: newId(), url: body.url, events: [...new Set(body.events)], storeId, livemode, secret: newWebhookSecret(), createdAt: new Date() });
  if ('existing' in made) {
    // The existing endpoint is named only to whoever may see it (staff keys see their store's).
    const extra = canReach(principal, { storeId: made.existing.storeId, livemode }) ? { endpointId: made.existing.id } : {};
    throw new ApiError('webhook_url_taken', { params: { url: body.url }, extra, errors: [{ path: 'url', message: t('urlDuplicate') }] });
  }
  const row = made.created;
  return { ...wire(row), secret: row.secret };
}

export async function listWebhookEndpoints(principal: Principal): Promise<WebhookEndpoint[]> {
  const reach = storeReach(principal);
  return reach ? (await listEndpoints(await getDb(), reach.storeId, reach.livemode)).map(wire) : [];
}

export async function removeWebhookEndpoint(id: string, principal: Principal): Promise<void> {
  const db = await getDb();
  if (!manageable(await findEndpoint(db, id), principal)) throw notFound();
  await deleteEndpoint(db, id);
}

const deliveryWire = (d: WebhookDeliveryRow): WebhookDelivery => ({
  id: d.id,
  webhookId: `msg_${d.eventId}`,
  eventId: d.eventId,
  type: d.type as WebhookDelivery['type'],
  orderId: d.orderId,
  sequence: d.sequence,
  status: d.status,
  attempts: d.attempts,
  responseStatus: d.responseStatus,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  lastError: d.lastError,
  createdAt: d.createdAt.toISOString(),
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
});

const encodeCursor = (at: string, id: string) => Buffer.from(`d|${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [tag, at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (tag !== 'd' || !at || !id || !POSTGRES_TIMESTAMP.test(at)) throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  return { at, id };
}

/** GET …/{id}/deliveries: newest first, `limit` a page, older pages by `cursor`. */
export async function webhookDeliveries(id: string, principal: Principal, page: { cursor?: string; limit: number } = { limit: 50 }): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  const db = await getDb();
  if (!visible(await findEndpoint(db, id), principal)) throw notFound();
  const rows = await pageDeliveries(db, id, { before: page.cursor ? decodeCursor(page.cursor) : undefined, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { deliveries: shown.map(deliveryWire), nextCursor: rows.length > page.limit && last ? encodeCursor(last.at, last.id) : null };
}

/** POST …/{id}/deliveries/{deliveryId}/retry: the same body and webhook-id again, now, tries counted afresh. A deleted endpoint → 404. */
export async function retryWebhookDelivery(id: string, deliveryId: string, principal: Principal, now = new Date()): Promise<WebhookDelivery> {
  const db = await getDb();
  if (!manageable(await findEndpoint(db, id), principal)) throw notFound();
  const row = await requeueDelivery(db, id, deliveryId, now);
  if (!row) throw notFound();
  return deliveryWire(row);
}

/** POST …/{id}/test: a `webhook.test` event to this endpoint only, signed and retried like any other. */
export async function sendTestWebhookEvent(id: string, principal: Principal, now = new Date()): Promise<WebhookDelivery> {
  const db = await getDb();
  const endpoint = manageable(await findEndpoint(db, id), principal);
  if (!endpoint) throw notFound();
  const eventId = newId();
  const body = JSON.stringify({ id: eventId, type: 'webhook.test', sequence: null, timestamp: now.toISOString(), livemode: endpoint.livemode, data: {} });
  return deliveryWire(await insertDelivery(db, { id: newId(), eventId, endpointId: id, orderId: null, sequence: null, type: 'webhook.test', body, nextAttemptAt: now, createdAt: now }));
}
