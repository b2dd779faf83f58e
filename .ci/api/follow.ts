// Following an order as a brand's system would, from the OpenAPI document only (docs/integrators.md#webhooks):
// subscribe an endpoint, move the order, read its events back from GET /api/sip/events. Typed by a
// client generated from the document (openapi-typescript + openapi-fetch), compiled in .ci/api-check.
import createClient from 'openapi-fetch';
import type { components, paths } from '../../.api-check/schema';

type Fetch = (request: Request) => Promise<Response>;
type Status = components['schemas']['OrderStatus'];

export function apiClient(baseUrl: string, apiKey: string, fetchImpl?: Fetch) {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}
type Api = ReturnType<typeof apiClient>;

const eventsPage = (api: Api, orderId: string, cursor: string | undefined) =>
  api.GET('/api/sip/events', { params: { query: { orderId, limit: 2, ...(cursor ? { cursor } : {}) } } });
/** An event as GET /api/sip/events lists it (and a webhook carries it: the document's `WebhookEvent`). */
export type WebhookEvent = NonNullable<Awaited<ReturnType<typeof eventsPage>>['data']>['events'][number];

/** Subscribes `url` to every order event; answers the signing secret. */
export async function subscribe(api: Api, url: string): Promise<{ id: string; secret: string }> {
  const created = await api.POST('/api/sip/admin/webhooks', { body: { url, events: ['order.created', 'order.status_changed', 'order.quote_proposed', 'order.quote_answered'] } });
  if (!created.data) throw new Error(created.error?.detail ?? 'webhook');
  return { id: created.data.id, secret: created.data.secret };
}

/** One status step, conditional on the version last seen (If-Match): answers the order's new version. */
export async function step(api: Api, orderId: string, to: Status, version: number): Promise<number> {
  const moved = await api.POST('/api/sip/orders/{id}/transitions', { params: { path: { id: orderId }, header: { 'If-Match': `"${version}"` } }, body: { to } });
  if (!moved.data) throw new Error(moved.error?.detail ?? `to ${to}`);
  return moved.data.version;
}

export async function orderVersion(api: Api, orderId: string): Promise<number> {
  const read = await api.GET('/api/sip/orders/{id}', { params: { path: { id: orderId } } });
  if (!read.data) throw new Error(read.error?.detail ?? 'order');
  return read.data.version;
}

/** Every event of one order in the feed, oldest first, page after page (`limit` small to walk the cursor). */
export async function orderEvents(api: Api, orderId: string): Promise<WebhookEvent[]> {
  const events: WebhookEvent[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const listed = await eventsPage(api, orderId, cursor);
    if (!listed.data) throw new Error(listed.error?.detail ?? 'events');
    events.push(...listed.data.events);
    if (!listed.data.hasMore || !listed.data.nextCursor) return events;
    cursor = listed.data.nextCursor;
  }
  throw new Error('too many pages');
}

/** What a receiver checks: each event's order is in the status the event produced, sequences run 1, 2, 3…, one mode throughout (docs/integrators.md#test-mode). */
export function eventProblems(events: WebhookEvent[]): string[] {
  const problems: string[] = [];
  events.forEach((event, i) => {
    if (event.sequence !== i + 1) problems.push(`${event.id}: sequence ${event.sequence}, expected ${i + 1}`);
    const produced: Status | undefined = event.type === 'order.created' ? 'booked' : event.data.to;
    if (event.data.order.status !== produced) problems.push(`${event.id} (${event.type}): order status ${event.data.order.status}, the event produced ${produced ?? 'nothing'}`);
    if (event.livemode !== events[0]?.livemode) problems.push(`${event.id}: livemode ${String(event.livemode)}, the order's first event said ${String(events[0]?.livemode)}`);
    const previous = events[i - 1];
    if (previous && event.data.order.version <= previous.data.order.version) problems.push(`${event.id}: version ${event.data.order.version} not after ${previous.data.order.version}`);
  });
  return problems;
}
