import type { SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';

/** Rows of a raw query on either driver (postgres.js returns an array, PGlite `{ rows }`). */
export async function queryRows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result = (await (await getDb()).execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
