import { and, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from './client';
import { pickupSlotBookings, pickupSlots } from './schema';

/** Places held in each slot of an option between two instants, keyed by the slot's ISO start. */
export async function slotHolds(executor: Executor, logisticOptionId: string, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await executor
    .select({ slotStart: pickupSlotBookings.slotStart, held: count() })
    .from(pickupSlotBookings)
    .where(and(eq(pickupSlotBookings.logisticOptionId, logisticOptionId), gte(pickupSlotBookings.slotStart, from), lte(pickupSlotBookings.slotStart, to)))
    .groupBy(pickupSlotBookings.slotStart);
  return new Map(rows.map((r) => [r.slotStart.toISOString(), r.held]));
}

/**
 * Holds a place in a slot for a cart, or answers false when the slot is full. The slot's row is
 * locked (FOR UPDATE) before its holds are counted, so concurrent bookings of one slot run one
 * after the other and the last place goes to exactly one of them (docs/decisions.md#pickup-slots).
 */
export async function holdSlot(tx: Tx, hold: { cartId: string; logisticOptionId: string; slotStart: Date; capacity: number }): Promise<boolean> {
  await tx.insert(pickupSlots).values({ logisticOptionId: hold.logisticOptionId, slotStart: hold.slotStart }).onConflictDoNothing();
  await tx
    .select({ one: sql`1` })
    .from(pickupSlots)
    .where(and(eq(pickupSlots.logisticOptionId, hold.logisticOptionId), eq(pickupSlots.slotStart, hold.slotStart)))
    .for('update');
  const [others] = await tx
    .select({ held: count() })
    .from(pickupSlotBookings)
    .where(and(eq(pickupSlotBookings.logisticOptionId, hold.logisticOptionId), eq(pickupSlotBookings.slotStart, hold.slotStart), ne(pickupSlotBookings.cartId, hold.cartId)));
  if ((others?.held ?? 0) >= hold.capacity) return false;
  await tx
    .insert(pickupSlotBookings)
    .values({ cartId: hold.cartId, logisticOptionId: hold.logisticOptionId, slotStart: hold.slotStart })
    .onConflictDoUpdate({ target: pickupSlotBookings.cartId, set: { logisticOptionId: hold.logisticOptionId, slotStart: hold.slotStart, createdAt: sql`now()` } });
  return true;
}

/** Gives a cart's place back (another option, or no slot). */
export async function releaseSlot(executor: Executor, cartId: string): Promise<void> {
  await executor.delete(pickupSlotBookings).where(eq(pickupSlotBookings.cartId, cartId));
}
