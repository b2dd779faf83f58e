import 'server-only';
import { getDb, type Executor, type Tx } from '@/db/client';
import { findOrder, loadOrderAggregates, loadOrderParts, type OrderRow } from '@/db/orders';
import { enqueueOrderEvent } from '@/db/outbox';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { CatalogueIndex } from '@/lib/catalogue/catalogue-index';
import type { OrderEvent } from '@/lib/notifications/events';
import { orderSnapshot } from '@/lib/notifications/snapshot';
import { assertOrderAccess } from './access';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
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

/**
 * The frame of every state change of one order (docs/decisions.md#order-concurrency):
 * transitions, quotes, quote answers, payments, archive, contact corrections, invoice
 * corrections. Its row locked, the caller's access (lib/auth/scope.ts) and the If-Match checked,
 * then `change` in the same transaction; the event it returns, if any, goes to the outbox in that
 * transaction too (docs/notifications.md), so it is recorded exactly when the change is.
 */
export async function changeLockedOrder(
  orderId: string,
  principal: Principal | null,
  precondition: Precondition,
  change: (tx: Tx, order: OrderRow, catalogue: CatalogueIndex) => Promise<OrderEvent | void>,
): Promise<void> {
  const db = await getDb();
  // Loaded before the transaction (a 412 answers the order, a change may price): PGlite cannot serve `db` inside one.
  const catalogue = await getCatalogue();
  await db.transaction(async (tx) => {
    const order = assertOrderAccess(await findOrder(tx, orderId, { lock: true }), principal);
    await assertOrderVersion(tx, order, precondition, principal);
    const event = await change(tx, order, catalogue);
    if (event) await enqueueWithSnapshot(tx, event);
  });
}

/** An event of an order that changed, queued in the change's transaction. */
type ChangeEvent = { id: string; orderId: string; type: OrderEvent['type']; data?: Record<string, unknown> };

/** The order as this change left it goes with the event: a webhook sent later still says what happened then. */
async function enqueueWithSnapshot(tx: Tx, event: ChangeEvent): Promise<void> {
  const [after] = await loadOrderAggregates(tx, [event.orderId]);
  const snapshot = after ? await orderSnapshot(after, tx) : undefined;
  await enqueueOrderEvent(tx, { ...event, orderVersion: after?.order.version, snapshot });
}

/**
 * The same frame for news about an order that no caller holds a version of: the payment
 * processor's webhooks and the maintenance round (docs/payments.md#webhooks). It runs inside the
 * caller's transaction (a webhook records its event id in the same one), locks the row, checks no
 * access or If-Match, and queues the returned event with the order as the change left it.
 * Returns false when the order does not exist.
 */
export async function changeLockedOrderWithin(tx: Tx, orderId: string, change: (order: OrderRow) => Promise<ChangeEvent | void>): Promise<boolean> {
  const order = await findOrder(tx, orderId, { lock: true });
  if (!order) return false;
  const event = await change(order);
  if (event) await enqueueWithSnapshot(tx, event);
  return true;
}
