import 'server-only';
import { getDb } from '@/db/client';
import { pageOrderEvents, POSTGRES_TIMESTAMP, type FeedKey } from '@/db/events';
import { loadOrderAggregates } from '@/db/orders';
import { storeReach } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import type { WebhookEvent } from '@/lib/schemas/webhooks';
import { eventPayload } from './payload';
import { orderSnapshot, SNAPSHOT_GRACE_MS } from './snapshot';

/** How far back GET /api/sip/events reaches. */
export const EVENT_RETENTION_MS = 30 * 24 * 3600_000;
/** Events younger than this are listed on the next poll: a transaction still open now cannot commit one behind a cursor given out now. */
export const EVENT_SETTLE_MS = 1_000;

export const encodeEventCursor = (key: FeedKey) => Buffer.from(`e|${key.at}|${key.id}`).toString('base64url');
export function decodeEventCursor(cursor: string): FeedKey | null {
  const [tag, at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return tag === 'e' && at && id && POSTGRES_TIMESTAMP.test(at) ? { at, id } : null;
}

export type EventQuery = { cursor?: string; type?: string[]; orderId?: string; limit: number };

/**
 * GET /api/sip/events: the order events of the caller's reach (admins every store, staff and
 * store keys their store's), oldest first, for 30 days, each exactly as its webhooks carry it; a
 * test key's are its test orders' (docs/integrators.md#test-mode).
 */
export async function listEvents(query: EventQuery, principal: Principal, now = new Date()): Promise<{ events: WebhookEvent[]; nextCursor: string | null; hasMore: boolean }> {
  const after = query.cursor ? decodeEventCursor(query.cursor) : undefined;
  if (after === null) throw new ApiError('validation_failed', { errors: [{ path: 'cursor', message: 'Invalid cursor' }] });
  const reach = storeReach(principal);
  if (!reach) return { events: [], nextCursor: query.cursor ?? null, hasMore: false };
  const db = await getDb();
  const rows = await pageOrderEvents(db, {
    since: new Date(now.getTime() - EVENT_RETENTION_MS),
    until: new Date(now.getTime() - EVENT_SETTLE_MS),
    after,
    types: query.type,
    orderId: query.orderId,
    storeId: reach.storeId,
    livemode: reach.livemode,
    limit: query.limit + 1,
  });
  let hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  // An order.created whose snapshot is still being written ends the page there (it is listed on the next poll); past the grace, the order now stands in.
  const waiting = page.findIndex((r) => !r.snapshot && now.getTime() - r.createdAt.getTime() < SNAPSHOT_GRACE_MS);
  if (waiting >= 0) {
    page.splice(waiting);
    hasMore = true;
  }
  const missing = [...new Set(page.filter((r) => !r.snapshot).map((r) => r.orderId!))];
  const current = new Map(await Promise.all((await loadOrderAggregates(db, missing)).map(async (a) => [a.order.id, await orderSnapshot(a, db)] as const)));
  const events = page.flatMap((r) => {
    const order = r.snapshot ?? current.get(r.orderId!);
    return order ? [eventPayload(r, order, reach.livemode)] : [];
  });
  const last = page.at(-1);
  return { events, nextCursor: last ? encodeEventCursor({ at: last.at, id: last.id }) : (query.cursor ?? null), hasMore };
}
