import 'server-only';
import { setOrderArchived } from '@/db/admin';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { assertOrderAccess } from '@/lib/orders/access';
import { getOrder } from '@/lib/orders/read';
import type { Order } from '@/lib/schemas/orders';
import { assertStaff } from './orders';

/** PUT / DELETE /api/sip/orders/{id}/archive: the staff flag `isArchived` (idempotent both ways). */
export async function setArchived(orderId: string, isArchived: boolean, principal: Principal | null): Promise<Order> {
  assertStaff(principal);
  const db = await getDb();
  const order = assertOrderAccess(await findOrder(db, orderId), principal);
  if (order.isArchived !== isArchived) await setOrderArchived(db, order.id, isArchived);
  return getOrder(orderId, principal);
}
