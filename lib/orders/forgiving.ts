import type { OrderFilter } from '@/db/orders';
import { forgivable } from '@/db/order-search';

/**
 * The search that forgives typos (docs/counter.md#forgiving-search): a list asks `q` as typed
 * first, and only when its first page finds nothing asks again with `similar` — names that
 * differ by a letter or two ("Muler", "Lefebre"). A search that finds costs nothing more; the
 * cursors of the forgiving pages carry it, so paging on stays in the same reading.
 */
export function forgivingFilter(filter: OrderFilter): OrderFilter | null {
  if (!filter.q || filter.benchSearch || filter.similar || !forgivable(filter.q)) return null;
  return { ...filter, similar: true };
}
