import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { claim, settle } from './outbox';
import type { Executor, Tx } from './client';
import { customers, onlineRefunds, orderPayments, orders, paymentEvents, paymentIntents, type PaymentIssue } from './schema';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/** Keeps one intent row per processor id (a concurrent second request got the same intent: nothing to add). */
export async function saveIntent(executor: Executor, row: typeof paymentIntents.$inferInsert): Promise<void> {
  await executor.insert(paymentIntents).values(row).onConflictDoNothing({ target: paymentIntents.id });
}

export async function findIntent(executor: Executor, id: string): Promise<PaymentIntentRow | null> {
  const rows = await executor.select().from(paymentIntents).where(eq(paymentIntents.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The order's intent still waiting for a card (newest first): reused while its amount still stands. */
export async function findOpenIntent(executor: Executor, orderId: string): Promise<PaymentIntentRow | null> {
  const rows = await executor
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, orderId), notInArray(paymentIntents.status, ['succeeded', 'canceled'])))
    .orderBy(desc(paymentIntents.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function listIntents(executor: Executor, orderId: string): Promise<PaymentIntentRow[]> {
  return executor.select().from(paymentIntents).where(eq(paymentIntents.orderId, orderId)).orderBy(desc(paymentIntents.createdAt));
}

export async function setIntentStatus(executor: Executor, id: string, status: string): Promise<void> {
  await executor.update(paymentIntents).set({ status, updatedAt: sql`now()` }).where(eq(paymentIntents.id, id));
}

/** Takes an event in once: false when its id was already recorded (a replay). */
export async function recordPaymentEvent(executor: Executor, event: { id: string; type: string; orderId: string | null; outcome: string; payload: Record<string, unknown> }): Promise<boolean> {
  const rows = await executor.insert(paymentEvents).values(event).onConflictDoNothing({ target: paymentEvents.id }).returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function setEventOutcome(executor: Executor, id: string, outcome: string, orderId: string | null): Promise<void> {
  await executor.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.id, id));
}

export async function paymentByReference(executor: Executor, reference: string): Promise<boolean> {
  const rows = await executor.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.reference, reference)).limit(1);
  return rows.length > 0;
}

/** Appends a failed attempt to the order's `paymentIssue` (a change: the version moves). */
export async function appendPaymentIssue(executor: Executor, orderId: string, issue: PaymentIssue): Promise<void> {
  await executor
    .update(orders)
    .set({ paymentIssues: sql`${orders.paymentIssues} || ${JSON.stringify([issue])}::jsonb`, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId));
}

export async function customerPaymentId(executor: Executor, customerId: string): Promise<{ paymentCustomerId: string; email: string; name: string; accountId: string | null } | null> {
  const rows = await executor
    .select({ paymentCustomerId: customers.paymentCustomerId, email: customers.email, given: customers.givenName, family: customers.familyName, accountId: customers.accountId })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  const row = rows[0];
  return row ? { paymentCustomerId: row.paymentCustomerId, email: row.email, name: `${row.given} ${row.family}`.trim(), accountId: row.accountId } : null;
}

/** The processor's customer id on the account's customer rows and on the order's copy of the customer. */
export async function setPaymentCustomerId(executor: Executor, target: { customerId: string; accountId: string | null; orderId: string }, paymentCustomerId: string): Promise<void> {
  await executor
    .update(customers)
    .set({ paymentCustomerId, updatedAt: sql`now()` })
    .where(target.accountId ? eq(customers.accountId, target.accountId) : eq(customers.id, target.customerId));
  await executor
    .update(orders)
    .set({ customer: sql`jsonb_set(${orders.customer}, '{paymentCustomerId}', to_jsonb(${paymentCustomerId}::text))` })
    .where(target.accountId ? eq(orders.accountId, target.accountId) : eq(orders.id, target.orderId));
}

export type OnlineRefundRow = typeof onlineRefunds.$inferSelect;

/** Queues a refund owed to the card in the caller's transaction; false when the same state already asked (order and key unique). */
export async function insertOnlineRefund(executor: Executor, row: typeof onlineRefunds.$inferInsert): Promise<boolean> {
  const rows = await executor.insert(onlineRefunds).values(row).onConflictDoNothing({ target: [onlineRefunds.orderId, onlineRefunds.requestKey] }).returning({ id: onlineRefunds.id });
  return rows.length > 0;
}

export async function findOnlineRefundById(executor: Executor, id: string): Promise<OnlineRefundRow | null> {
  const rows = await executor.select().from(onlineRefunds).where(eq(onlineRefunds.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findOnlineRefund(executor: Executor, orderId: string, requestKey: string): Promise<OnlineRefundRow | null> {
  const rows = await executor.select().from(onlineRefunds).where(and(eq(onlineRefunds.orderId, orderId), eq(onlineRefunds.requestKey, requestKey))).limit(1);
  return rows[0] ?? null;
}

export function listOnlineRefunds(executor: Executor, orderId: string): Promise<OnlineRefundRow[]> {
  return executor.select().from(onlineRefunds).where(eq(onlineRefunds.orderId, orderId)).orderBy(asc(onlineRefunds.createdAt));
}

/**
 * Money on its way back to the card that the order's payments do not show yet: refunds still to
 * send, and parts sent whose confirmation (charge.refunded → a negative payment with the refund's
 * id) has not come. Counted before asking for another refund, so none is asked twice.
 */
export async function refundsInFlight(executor: Executor, orderId: string): Promise<number> {
  const rows = (await listOnlineRefunds(executor, orderId)).filter((r) => r.status !== 'failed');
  if (!rows.length) return 0;
  const recorded = new Set((await executor.select({ reference: orderPayments.reference }).from(orderPayments).where(eq(orderPayments.orderId, orderId))).map((p) => p.reference));
  return rows.reduce((sum, r) => sum + (r.status === 'pending' ? r.amountMinor : r.parts.filter((p) => !recorded.has(p.refundId)).reduce((s, p) => s + p.amountMinor, 0)), 0);
}

/** What the order holds from online payments now: card payments less the refunds recorded. */
export async function onlineNet(executor: Executor, orderId: string): Promise<number> {
  const [row] = await executor
    .select({ net: sql<string>`coalesce(sum(${orderPayments.amountMinor}), 0)` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.method, 'card_online')));
  return Number(row?.net ?? 0);
}

/** Due refunds (of one order, when given), leased like the outbox's queues (db/outbox.ts): SKIP LOCKED, attempts counted. */
export function claimDueRefunds(tx: Tx, now: Date, leaseEnd: Date, limit: number, orderId?: string): Promise<OnlineRefundRow[]> {
  return claim(tx, onlineRefunds, 'pending', now, leaseEnd, limit, orderId ? eq(onlineRefunds.orderId, orderId) : undefined) as unknown as Promise<OnlineRefundRow[]>;
}

/** Settles one try of a claimed refund; false if its lease was lost. */
export const settleOnlineRefund = (executor: Executor, claimed: Pick<OnlineRefundRow, 'id' | 'lockedUntil'>, changes: Partial<typeof onlineRefunds.$inferInsert>) =>
  settle(executor, onlineRefunds, claimed, changes);
