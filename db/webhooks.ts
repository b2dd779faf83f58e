import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { webhookDeliveries, webhookEndpoints } from './schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export async function insertEndpoint(db: Executor, row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

/** Every endpoint, or those a staff member's store may see (their store's). */
export function listEndpoints(db: Executor, storeId?: string): Promise<WebhookEndpointRow[]> {
  const q = db.select().from(webhookEndpoints);
  return (storeId ? q.where(eq(webhookEndpoints.storeId, storeId)) : q).orderBy(desc(webhookEndpoints.createdAt));
}

/** An endpoint already posting to `url` for the same store (or for all stores, `storeId` null). */
export async function findEndpointByUrl(db: Executor, url: string, storeId: string | null): Promise<WebhookEndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.url, url), storeId ? eq(webhookEndpoints.storeId, storeId) : isNull(webhookEndpoints.storeId)))
    .limit(1);
  return row ?? null;
}

export async function findEndpoint(db: Executor, id: string): Promise<WebhookEndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function deleteEndpoint(db: Executor, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

export function recentDeliveries(db: Executor, endpointId: string, limit = 50) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}
