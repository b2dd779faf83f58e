import 'server-only';
import { listNotes } from '@/db/admin';
import { getDb, type Executor } from '@/db/client';
import { findOrder, insertNote } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { newId } from '@/lib/ids';
import { assertOrderAccess } from '@/lib/orders/access';
import { noteAddedEvent } from '@/lib/notifications/events';
import { changeLockedOrder } from '@/lib/orders/concurrency';
import type { Precondition } from '@/lib/orders/etag';
import { OrderNoteSchema, type OrderNote } from '@/lib/schemas/admin';
import { assertStaff } from './orders';
import { peopleMap } from './people';

/**
 * Internal notes on an order: staff of its store and admins only, never shown to the
 * customer (the Order's own `notes` stays empty). Another store's order is a 404.
 */
export async function orderNotes(orderId: string, principal: Principal | null, executor?: Executor): Promise<OrderNote[]> {
  assertStaff(principal);
  const db = executor ?? (await getDb());
  assertOrderAccess(await findOrder(db, orderId), principal);
  const rows = await listNotes(db, orderId);
  const people = await peopleMap(db, rows.map((r) => r.accountId));
  return rows.map((r) =>
    OrderNoteSchema.parse({ id: r.id, body: r.body, createdAt: r.createdAt.toISOString(), author: (r.accountId && people[r.accountId]) || null }),
  );
}

/** A note leaves the order as it is (its version too); an If-Match naming an older version is still refused (412). */
export async function addOrderNote(orderId: string, body: string, principal: Principal | null, precondition: Precondition = null): Promise<OrderNote> {
  assertStaff(principal);
  const id = newId();
  await changeLockedOrder(orderId, principal, precondition, async (tx) => {
    const note = { id, orderId, accountId: principal.accountId, body, createdAt: new Date() };
    await insertNote(tx, note);
    return noteAddedEvent(orderId, note);
  });
  return (await orderNotes(orderId, principal)).find((n) => n.id === id)!;
}
