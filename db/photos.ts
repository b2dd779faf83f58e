import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from './client';
import { accounts, carts, photos, type PhotoVariant } from './schema';

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

/** A variant as stored in `photos.variants`: the schema's fields plus its ETag and type. */
export type StoredVariant = PhotoVariant & { etag: string; mimeType: string };

export async function insertPhotos(executor: Executor, rows: NewPhoto[]): Promise<PhotoRow[]> {
  if (rows.length === 0) return [];
  return executor.insert(photos).values(rows).returning();
}

/** Whose photos count against a limit: a cart's, or an account's uploaded outside any cart since a date. */
export type PhotoQuota = { max: number } & ({ cartId: string } | { accountId: string; since: Date });

/**
 * Inserts the photos only if their owner then holds at most `quota.max`; null otherwise.
 * The owner's row is locked first, so two uploads at once cannot both squeeze under the limit.
 */
export async function insertPhotosWithinQuota(db: Db, rows: NewPhoto[], quota: PhotoQuota): Promise<PhotoRow[] | null> {
  return db.transaction(async (tx) => {
    const held = await lockAndCount(tx, quota);
    return held + rows.length > quota.max ? null : insertPhotos(tx, rows);
  });
}

/** Photos the owner holds now (no lock): to refuse an upload before reading its files. */
export async function countQuotaPhotos(executor: Executor, quota: PhotoQuota): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(photos).where(quotaFilter(quota));
  return row?.n ?? 0;
}

async function lockAndCount(executor: Executor, quota: PhotoQuota): Promise<number> {
  if ('cartId' in quota) await executor.select({ id: carts.id }).from(carts).where(eq(carts.id, quota.cartId)).for('update');
  else await executor.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, quota.accountId)).for('update');
  return countQuotaPhotos(executor, quota);
}

function quotaFilter(quota: PhotoQuota) {
  return 'cartId' in quota ? eq(photos.cartId, quota.cartId) : and(eq(photos.accountId, quota.accountId), isNull(photos.cartId), gt(photos.createdAt, quota.since));
}

export async function findPhotoByKey(executor: Executor, key: string): Promise<PhotoRow | null> {
  const rows = await executor.select().from(photos).where(eq(photos.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function findPhotosByKeys(executor: Executor, keys: string[]): Promise<PhotoRow[]> {
  if (keys.length === 0) return [];
  return executor.select().from(photos).where(inArray(photos.key, keys));
}

export function storedVariants(row: Pick<PhotoRow, 'variants'>): StoredVariant[] {
  return row.variants as StoredVariant[];
}
