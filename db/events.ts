import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { orders, outboxEvents } from './schema';

/** A timestamptz as Postgres prints it (`2026-03-02 09:15:00.123456+00`): cursors carry it to the microsecond. */
export const POSTGRES_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

export type FeedEventRow = typeof outboxEvents.$inferSelect & { storeId: string; at: string };
/** `at`: created_at as Postgres prints it, to the microsecond (a JS Date would round it and repeat events). */
export type FeedKey = { at: string; id: string };

/**
 * A page of order events for GET /api/sip/events, oldest first, after `after` (keyset on
 * created_at, id), within the window [since, until): `until` a moment before now, so a
 * transaction still open when the page is read cannot commit an event behind the cursor.
 */
export async function pageOrderEvents(
  db: Executor,
  filter: { since: Date; until: Date; after?: FeedKey; types?: string[]; orderId?: string; storeId?: string; livemode: boolean; limit: number },
): Promise<FeedEventRow[]> {
  const where: (SQL | undefined)[] = [
    isNotNull(outboxEvents.orderId),
    gte(outboxEvents.createdAt, filter.since),
    lt(outboxEvents.createdAt, filter.until),
    filter.after ? sql`(${outboxEvents.createdAt}, ${outboxEvents.id}) > (${filter.after.at}::timestamptz, ${filter.after.id})` : undefined,
    filter.types?.length ? inArray(outboxEvents.type, filter.types as never[]) : undefined,
    filter.orderId ? eq(outboxEvents.orderId, filter.orderId) : undefined,
    filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
    // One mode's events only (docs/integrators.md#test-mode).
    eq(orders.livemode, filter.livemode),
  ];
  const rows = await db
    .select({ event: outboxEvents, storeId: orders.storeId, at: sql<string>`${outboxEvents.createdAt}::text` })
    .from(outboxEvents)
    .innerJoin(orders, eq(orders.id, outboxEvents.orderId))
    .where(and(...where))
    .orderBy(asc(outboxEvents.createdAt), asc(outboxEvents.id))
    .limit(filter.limit);
  return rows.map((r) => ({ ...r.event, storeId: r.storeId, at: r.at }));
}
