import 'server-only';
import { setOrderArchived } from '@/db/admin';
import type { Principal } from '@/lib/auth/session';
import { archiveEvent } from '@/lib/notifications/events';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';
import type { Order } from '@/lib/schemas/orders';
import { assertStaff } from './orders';

/** PUT / DELETE /api/sip/orders/{id}/archive: the staff flag `isArchived` (idempotent both ways; a change bumps the version). */
export async function setArchived(orderId: string, isArchived: boolean, principal: Principal | null, precondition: Precondition = null): Promise<Order> {
  assertStaff(principal);
  await changeLockedOrder(orderId, principal, precondition, async (tx, order) => {
    if (order.isArchived === isArchived) return;
    await setOrderArchived(tx, order.id, isArchived);
    return archiveEvent(order.id, isArchived);
  });
  return getOrder(orderId, principal);
}
