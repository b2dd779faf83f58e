import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { orderComments, orderProviderUploads, photos, type ProviderUploadTag } from './schema';

export type ProviderUploadRow = typeof orderProviderUploads.$inferSelect;

/**
 * The caller's own photos among these keys that may still be attached to an order: uploaded by
 * this account (no cart), and not attached yet (to an order's bench photos or to a message of a
 * thread, docs/atelier.md#message-images). The others are not the caller's to attach.
 */
export async function attachablePhotoKeys(executor: Executor, accountId: string, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await executor
    .select({ key: photos.key })
    .from(photos)
    .where(
      and(
        inArray(photos.key, keys),
        eq(photos.accountId, accountId),
        isNull(photos.cartId),
        notExists(executor.select({ one: orderProviderUploads.id }).from(orderProviderUploads).where(eq(orderProviderUploads.photoKey, photos.key))),
        notExists(executor.select({ one: orderComments.id }).from(orderComments).where(sql`${photos.key} = any(${orderComments.imageKeys})`)),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function insertProviderUploads(executor: Executor, rows: { id: string; orderId: string; photoKey: string; tag: ProviderUploadTag; accountId: string; role: string; createdAt: Date }[]): Promise<void> {
  if (rows.length) await executor.insert(orderProviderUploads).values(rows);
}

/** The bench photos of these orders, oldest first. */
export function providerUploadsOf(executor: Executor, orderIds: string[]): Promise<ProviderUploadRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor.select().from(orderProviderUploads).where(inArray(orderProviderUploads.orderId, orderIds)).orderBy(asc(orderProviderUploads.createdAt), asc(orderProviderUploads.id));
}
