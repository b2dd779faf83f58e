import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from './client';
import { webhookDeliveries, webhookEndpoints } from './schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/** Every endpoint, or those a staff member's store may see (their store's), of one mode when `livemode` is given. */
export function listEndpoints(db: Executor, storeId?: string, livemode?: boolean): Promise<WebhookEndpointRow[]> {
  const where = and(storeId ? eq(webhookEndpoints.storeId, storeId) : undefined, livemode === undefined ? undefined : eq(webhookEndpoints.livemode, livemode));
  return db.select().from(webhookEndpoints).where(where).orderBy(desc(webhookEndpoints.createdAt));
}

/**
 * Inserts the endpoint unless one of the same mode already posts to `url`, for whichever store
 * (an all-stores endpoint and a store's would deliver that store's events twice). Two requests at
 * once for one URL are serialised by a transaction lock on it: one inserts, the other finds it.
 */
export async function insertEndpointOnce(db: Db, row: typeof webhookEndpoints.$inferInsert): Promise<{ created: WebhookEndpointRow } | { existing: WebhookEndpointRow }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook_url:${row.url}`}))`);
    const [existing] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.url, row.url), eq(webhookEndpoints.livemode, row.livemode ?? true)))
      .limit(1);
    if (existing) return { existing };
    const [created] = await tx.insert(webhookEndpoints).values(row).returning();
    return { created: created! };
  });
}

export async function findEndpoint(db: Executor, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function deleteEndpoint(db: Executor, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** An endpoint's deliveries, newest first, before `before` (keyset on created_at to the microsecond, id). */
export async function pageDeliveries(db: Executor, endpointId: string, page: { before?: { at: string; id: string }; limit: number }) {
  const rows = await db
    .select({ delivery: webhookDeliveries, at: sql<string>`${webhookDeliveries.createdAt}::text` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), page.before ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${page.before.at}::timestamptz, ${page.before.id})` : undefined))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit);
  return rows.map((r) => ({ ...r.delivery, at: r.at }));
}

/** Sends a delivery again from now, its tries counted afresh (its body and webhook-id unchanged); null if the endpoint has no such delivery or it is being sent right now. */
export async function requeueDelivery(db: Executor, endpointId: string, deliveryId: string, now: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId), sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < ${now.toISOString()}::timestamptz or ${webhookDeliveries.status} <> 'pending')`))
    .returning();
  return row ?? null;
}

export async function findDelivery(db: Executor, endpointId: string, deliveryId: string) {
  const [row] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row ?? null;
}

export async function insertDelivery(db: Executor, row: typeof webhookDeliveries.$inferInsert) {
  const [created] = await db.insert(webhookDeliveries).values(row).returning();
  return created!;
}
