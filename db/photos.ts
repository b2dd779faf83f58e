import { eq, inArray } from 'drizzle-orm';
import type { Executor } from './client';
import { photos, type PhotoVariant } from './schema';

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

/** A variant as stored in `photos.variants`: the schema's fields plus its ETag and type. */
export type StoredVariant = PhotoVariant & { etag: string; mimeType: string };

export async function insertPhotos(executor: Executor, rows: NewPhoto[]): Promise<PhotoRow[]> {
  if (rows.length === 0) return [];
  return executor.insert(photos).values(rows).returning();
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
