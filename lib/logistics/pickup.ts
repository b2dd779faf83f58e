import 'server-only';
import { holdSlot, releaseSlot, slotHolds } from '@/db/pickup-slots';
import type { Executor, Tx } from '@/db/client';
import type { CatalogueIndex, LogisticOptionRow } from '@/lib/catalogue/catalogue-index';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import { DEFAULT_TIME_ZONE } from '@/lib/i18n/dates';
import type { FreeSlot, Slot } from '@/lib/schemas/logistics';
import { matchSlot, offeredSlots } from './slots';

/** Slots are in the store's time zone: the cart's store, else the option's (docs/decisions.md#pickup-slots). */
export function slotZone(index: CatalogueIndex, storeId: string | null, option: LogisticOptionRow): string {
  return index.storesById.get(storeId ?? option.storeId ?? '')?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The option's slots that still have a place, for the options answer; undefined for an option without slots. */
export async function freeSlots(executor: Executor, index: CatalogueIndex, storeId: string | null, option: LogisticOptionRow, now = new Date()): Promise<FreeSlot[] | undefined> {
  if (!option.slots) return undefined;
  const offered = offeredSlots(option.slots, slotZone(index, storeId, option), now);
  if (offered.length === 0) return [];
  const holds = await slotHolds(executor, option.id, new Date(offered[0]!.start), new Date(offered.at(-1)!.start));
  return offered.map((s) => ({ ...s, free: option.slots!.capacity - (holds.get(new Date(s.start).toISOString()) ?? 0) })).filter((s) => s.free > 0);
}

/**
 * A cart's choice of option and slot, inside the cart's transaction: an option with slots needs
 * one of its offered slots (422 slot_invalid otherwise) with a place left (409 slot_full);
 * an option without slots gives any held place back. Returns the slot start to store on the cart.
 */
export async function chooseSlot(
  tx: Tx,
  index: CatalogueIndex,
  cart: { id: string; storeId: string | null },
  option: LogisticOptionRow,
  slot: Slot | undefined,
  locale: Locale,
  now = new Date(),
): Promise<Date | null> {
  if (!option.slots) {
    if (slot) throw new ApiError('slot_invalid');
    await releaseSlot(tx, cart.id);
    return null;
  }
  // In the request's language, as every field error (issue #35.9: it was English in French answers).
  if (!slot) throw new ApiError('validation_failed', { errors: [{ path: 'slot', message: apiMessages(locale, 'Logistics')('slotRequired') }] });
  const offered = matchSlot(option.slots, slotZone(index, cart.storeId, option), now, slot);
  if (!offered) throw new ApiError('slot_invalid');
  const start = new Date(offered.start);
  if (!(await holdSlot(tx, { cartId: cart.id, logisticOptionId: option.id, slotStart: start, capacity: option.slots.capacity }))) throw new ApiError('slot_full');
  return start;
}

/** The slot an order books: the cart's held one, still in the future (docs/decisions.md#pickup-slots). */
export function orderSlot(option: LogisticOptionRow, slotStart: Date | null, now: Date): Slot | undefined {
  if (!option.slots) return undefined;
  if (!slotStart) throw new ApiError('cart_incomplete', { params: { missing: 'slot' } });
  if (slotStart <= now) throw new ApiError('slot_invalid');
  return { start: slotStart.toISOString(), end: new Date(slotStart.getTime() + option.slots.durationMinutes * 60_000).toISOString() };
}
