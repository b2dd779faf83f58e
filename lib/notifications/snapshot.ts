import 'server-only';
import type { Executor } from '@/db/client';
import type { OrderAggregate } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { orderViews } from '@/lib/orders/read';
import { OrderSchema, type Order } from '@/lib/schemas/orders';

/** Events are read as an admin would: a webhook carries the order whole. */
export const SYSTEM: Principal = { accountId: 'system', role: 'admin', storeId: null, email: '', tokenHash: '', via: 'bearer' };
/** The application reading an order of either mode: test orders are reached in test mode only (docs/integrators.md#test-mode). */
export const systemFor = (livemode: boolean): Principal => (livemode ? SYSTEM : { ...SYSTEM, livemode: false });

/**
 * The order as an event leaves it, in the API's shape and checked against the contract: written
 * with the event (in its transaction) and sent as it is by every webhook try and by
 * GET /api/sip/events, so a payload never shows a later state than its event (issue #32.1).
 */
export async function orderSnapshot(aggregate: OrderAggregate, executor: Executor): Promise<Order> {
  const [view] = await orderViews([aggregate], systemFor(aggregate.order.livemode), executor);
  return OrderSchema.parse(view);
}

/** An order.created whose snapshot (written just after the order's statement) is not there yet waits this long before the order as it is now stands in. */
export const SNAPSHOT_GRACE_MS = 60_000;
