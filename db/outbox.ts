import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from './client';
import { insertJsonRows, Params, paramsSql } from './json-rows';
import { emailMessages, orderTrackingTokens, outboxEvents, webhookDeliveries, type onlineRefunds, type OutboxEventType, type passportSubmissions } from './schema';

/**
 * The outbox's data access (docs/notifications.md). Every queue here is claimed the same way:
 * due rows are picked with FOR UPDATE SKIP LOCKED (two workers never pick the same row) and
 * leased: `next_attempt_at` moves to the lease's end, so a worker that dies mid-send leaves the
 * row due again after the lease, and `locked_until` names the lease its result must match.
 */

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Records what happened to an order, in the caller's transaction. */
export async function enqueueOrderEvent(
  tx: Executor,
  event: { id: string; orderId: string; type: OutboxEventType; data?: Record<string, unknown>; orderVersion?: number; snapshot?: Record<string, unknown> },
): Promise<void> {
  // The next place among the order's events: the caller holds the order's row lock, so two events of one order never take the same.
  const sequence = sql<number>`(select coalesce(max(${outboxEvents.sequence}), 0) + 1 from ${outboxEvents} where ${outboxEvents.orderId} = ${event.orderId})`;
  await tx.insert(outboxEvents).values({ ...event, data: event.data ?? {}, sequence });
}

/** The order as it was right after its creation, written beside the order.created event (placement is one statement with no room for it). */
export async function setEventSnapshot(db: Executor, eventId: string, snapshot: Record<string, unknown>): Promise<void> {
  await db.update(outboxEvents).set({ snapshot }).where(and(eq(outboxEvents.id, eventId), isNull(outboxEvents.snapshot)));
}

/** Undispatched events (of `ids` only, when given), oldest first, locked until the caller's transaction ends. */
export function lockPendingEvents(tx: Tx, limit: number, ids?: string[]): Promise<OutboxEventRow[]> {
  const pending = isNull(outboxEvents.dispatchedAt);
  return tx.select().from(outboxEvents).where(ids ? and(pending, inArray(outboxEvents.id, ids)) : pending).orderBy(asc(outboxEvents.createdAt)).limit(limit).for('update', { skipLocked: true });
}

/** The leased queues: e-mails, webhook deliveries, card refunds to send (docs/payments.md#refund-retries) and certificates for the passport provider (docs/certificates.md#passport). */
type Queue = typeof emailMessages | typeof webhookDeliveries | typeof onlineRefunds | typeof passportSubmissions;

export async function claim(tx: Tx, queue: Queue, waiting: 'queued' | 'pending', now: Date, leaseEnd: Date, limit: number, only?: SQL) {
  // Both queues share these columns; one typed view of them keeps one claim for both.
  const table = queue as typeof emailMessages;
  const due = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.status, waiting as 'queued'), lte(table.nextAttemptAt, now), queue === webhookDeliveries ? noEarlierPending : undefined, only))
    .orderBy(asc(table.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  return tx
    .update(table)
    .set({ nextAttemptAt: leaseEnd, lockedUntil: leaseEnd, attempts: sql`${table.attempts} + 1` })
    .where(inArray(table.id, due.map((d) => d.id)))
    .returning();
}

/**
 * An order's deliveries to one endpoint go out in the order of its events (docs/integrators.md#webhooks):
 * one waits while an earlier one of the same order and endpoint is still pending (being retried).
 * A given-up (failed) one no longer holds the next back.
 */
const noEarlierPending = sql.raw(`not exists (select 1 from webhook_deliveries earlier where earlier.endpoint_id = webhook_deliveries.endpoint_id
  and earlier.order_id = webhook_deliveries.order_id and earlier.status = 'pending' and earlier.sequence < webhook_deliveries.sequence)`);

export const claimDueEmails = (tx: Tx, now: Date, leaseEnd: Date, limit: number) => claim(tx, emailMessages, 'queued', now, leaseEnd, limit) as Promise<EmailMessageRow[]>;
export const claimDueDeliveries = (tx: Tx, now: Date, leaseEnd: Date, limit: number) => claim(tx, webhookDeliveries, 'pending', now, leaseEnd, limit) as unknown as Promise<WebhookDeliveryRow[]>;

/** Settles one try of a claimed row; false if the lease was lost (another worker took it over). */
export async function settle(db: Executor, queue: Queue, claimed: { id: string; lockedUntil: Date | null }, changes: Record<string, unknown>): Promise<boolean> {
  const table = queue as typeof emailMessages;
  const rows = await db
    .update(table)
    .set({ ...changes, lockedUntil: null })
    .where(and(eq(table.id, claimed.id), eq(table.lockedUntil, claimed.lockedUntil!)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Moves a claimed row's lease to `until` if it is still ours (`lockedUntil` matches); false if lost. */
export async function renew(db: Executor, queue: Queue, claimed: { id: string; lockedUntil: Date | null }, until: Date): Promise<boolean> {
  const table = queue as typeof emailMessages;
  const rows = await db
    .update(table)
    .set({ nextAttemptAt: until, lockedUntil: until })
    .where(and(eq(table.id, claimed.id), eq(table.lockedUntil, claimed.lockedUntil!)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export const renewEmailLease = (db: Executor, message: EmailMessageRow, until: Date) => renew(db, emailMessages, message, until);
export const renewDeliveryLease = (db: Executor, delivery: WebhookDeliveryRow, until: Date) => renew(db, webhookDeliveries, delivery, until);

export const settleEmail = (db: Executor, message: EmailMessageRow, changes: Partial<typeof emailMessages.$inferInsert>) => settle(db, emailMessages, message, changes);
export const settleDelivery = (db: Executor, delivery: WebhookDeliveryRow, changes: Partial<typeof webhookDeliveries.$inferInsert>) => settle(db, webhookDeliveries, delivery, changes);

export type DispatchRound = {
  tokens: (typeof orderTrackingTokens.$inferInsert)[];
  emails: (typeof emailMessages.$inferInsert)[];
  deliveries: (typeof webhookDeliveries.$inferInsert)[];
  eventIds: string[];
  at: Date;
};

/**
 * What a dispatch round made, and its events marked dispatched, in one statement of the round's
 * transaction: the rows travel as JSON (db/json-rows.ts), a batch of 50 e-mails one parameter
 * rather than 750 for a query builder to assemble. E-mails and deliveries already made for an
 * event (a round that died after writing them) are kept as they are.
 */
export async function recordDispatch(tx: Tx, round: DispatchRound): Promise<void> {
  if (!round.eventIds.length) return;
  const $ = new Params();
  const writes: string[] = [];
  if (round.tokens.length) writes.push(`t as (${insertJsonRows($, orderTrackingTokens, round.tokens)})`);
  if (round.emails.length) writes.push(`e as (${insertJsonRows($, emailMessages, round.emails, { onConflictDoNothing: true })})`);
  if (round.deliveries.length) writes.push(`d as (${insertJsonRows($, webhookDeliveries, round.deliveries, { onConflictDoNothing: true })})`);
  const mark = `update outbox_events set dispatched_at = ${$.add(round.at.toISOString())}::timestamptz where id in (select jsonb_array_elements_text(${$.add(JSON.stringify(round.eventIds))}::jsonb))`;
  await tx.execute(paramsSql(writes.length ? `with ${writes.join(',\n')}\n${mark}` : mark, $));
}

/** The messages of one order, newest first (the staff order page). */
export function emailsOfOrder(db: Executor, orderId: string): Promise<EmailMessageRow[]> {
  return db.select().from(emailMessages).where(eq(emailMessages.orderId, orderId)).orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
}
