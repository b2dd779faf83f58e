import type { Executor } from '@/db/client';
import type { OrderFilter } from '@/db/orders';
import { forgivable, similarWords } from '@/db/order-search';

/**
 * The search that forgives typos (docs/counter.md#forgiving-search): a list asks `q` as typed
 * first, and only when its first page finds nothing asks again with `similar` — names that
 * differ by a letter or two ("Muler", "Lefebre"). A search that finds costs nothing more; the
 * cursors of the forgiving pages carry it, so paging on stays in the same reading.
 */
export async function forgivingFilter(db: Executor, filter: OrderFilter): Promise<OrderFilter | null> {
  if (!filter.q || filter.benchSearch || filter.similar || !forgivable(filter.q)) return null;
  return forgivingReading(db, filter);
}

/**
 * `filter` read with typos forgiven: the similar name words of `q`'s words looked up first (a
 * small table, db/order-search.ts similarWords), then the orders searched for them as typed.
 * A cursor of a forgiving page reads the next one this way too.
 */
export async function forgivingReading(db: Executor, filter: OrderFilter): Promise<OrderFilter> {
  return { ...filter, similar: true, similarWords: filter.q ? await similarWords(db, filter.q) : [] };
}
