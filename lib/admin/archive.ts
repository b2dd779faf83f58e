import 'server-only';
import { setOrderArchived } from '@/db/admin';
import { getDb } from '@/db/client';
import { findOrder } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { assertOrderAccess } from '@/lib/orders/access';
import { assertOrderVersion } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { getOrder } from '@/lib/orders/read';
import type { Order } from '@/lib/schemas/orders';
import { assertStaff } from './orders';

/** PUT / DELETE /api/sip/orders/{id}/archive: the staff flag `isArchived` (idempotent both ways; a change bumps the version). */
export async function setArchived(orderId: string, isArchived: boolean, principal: Principal | null, precondition: Precondition = null): Promise<Order> {
  assertStaff(principal);
  const db = await getDb();
  await getCatalogue(); // loaded before the transaction (a 412 answers the order): PGlite cannot serve `db` inside one
  await db.transaction(async (tx) => {
    const order = assertOrderAccess(await findOrder(tx, orderId, { lock: true }), principal);
    await assertOrderVersion(tx, order, precondition, principal);
    if (order.isArchived !== isArchived) await setOrderArchived(tx, order.id, isArchived);
  });
  return getOrder(orderId, principal);
}
