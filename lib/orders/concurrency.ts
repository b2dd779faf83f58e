import 'server-only';
import type { Executor } from '@/db/client';
import { loadOrderParts, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import { etagOf, preconditionHolds, type Precondition } from './etag';
import { orderAnswer } from './read';

/**
 * The If-Match check of every state change on an order (transitions, quotes, quote answers,
 * archive, payments): call it inside the change's transaction right after locking the row
 * (`findOrder(tx, id, { lock: true })`). A stale version → 412 `stale_order` whose body carries
 * the order as it is now, for this caller, so a page can show it at once without a second
 * request (docs/decisions.md#order-concurrency). Nothing has been written yet when it throws.
 */
export async function assertOrderVersion(tx: Executor, order: OrderRow, precondition: Precondition, principal: Principal | null): Promise<void> {
  if (preconditionHolds(order.version, precondition)) return;
  const fresh = await orderAnswer(await loadOrderParts(tx, order), principal, tx);
  throw new ApiError('stale_order', {
    params: { version: order.version },
    extra: { currentVersion: order.version, order: fresh },
    headers: { etag: etagOf(order.version) },
  });
}
