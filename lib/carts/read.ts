import 'server-only';
import { atelierLoad } from '@/lib/atelier/load';
import { findDiscountCode } from '@/db/catalogue';
import type { CartRow } from '@/db/carts';
import type { Executor } from '@/db/client';
import { certificatesOfOrders } from '@/db/certificates';
import { findOrderRefByCart } from '@/db/orders';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { CartSchema, type Cart } from '@/lib/schemas/cart';
import { promisedDate } from './business-days';
import { leadTimesOf, storeCalendar } from './logistics';
import { discountCodeUsable, priceCartState } from './pricing';
import { loadCartState, type CartState } from './state';
import { cartWire } from './view';

/** The cart as the API answers it: current catalogue prices, pricing preview, order link. */
export async function cartAnswer(executor: Executor, cart: CartRow): Promise<Cart> {
  const index = await getCatalogue();
  const state = await loadCartState(executor, cart);
  const pricing = await pricingOf(executor, state);
  const logistic = cart.logisticOptionId ? index.logisticOptionsById.get(cart.logisticOptionId) : undefined;
  const leadTimes = leadTimesOf(index, state.items.flatMap((i) => i.services.map((s) => s.subServiceId)));
  // The chosen slot moves the promise: the item leaves the customer then (docs/decisions.md#promised-date).
  const slotStart = logistic?.slots ? cart.pickupSlotStart : null;
  const slot = slotStart ? { start: slotStart.toISOString(), end: new Date(slotStart.getTime() + logistic!.slots!.durationMinutes * 60_000).toISOString() } : null;
  // The atelier's queue and calendar count (docs/atelier.md#capacity); null when it takes no booking (the order is then refused).
  const provider = cart.providerId ? index.providersById.get(cart.providerId) : undefined;
  const estimate =
    logistic && provider && state.items.length
      ? promisedDate({ from: new Date(), slot, onwardDays: logistic.onwardTransitDays, leadTimeDays: leadTimes, returnDays: logistic.returnTransitDays }, storeCalendar(index, cart.storeId), await atelierLoad(executor, provider))
      : null;
  const order = cart.status === 'ordered' ? await findOrderRefByCart(executor, cart.id) : null;
  const certificates = order ? await certificatesOfOrders(executor, [order.id]) : [];
  return CartSchema.parse(
    cartWire(state, index, {
      pricing,
      estimatedCompletionDate: estimate,
      orderId: order?.id ?? null,
      certificates: new Map(certificates.map((c) => [c.itemId, { certificateId: c.id, registryEventId: c.registryEventId, dspCertificateId: c.dspCertificateId }])),
    }),
  );
}

/** Prices the cart as it stands (null until it has items and a store). */
export async function pricingOf(executor: Executor, state: CartState) {
  const { cart } = state;
  if (state.items.length === 0 || !cart.storeId) return null;
  const index = await getCatalogue();
  const store = index.storesById.get(cart.storeId);
  if (!store) return null;
  const logistic = cart.logisticOptionId ? (index.logisticOptionsById.get(cart.logisticOptionId) ?? null) : null;
  const code = cart.discountCode ? await findDiscountCode(executor, cart.discountCode) : null;
  return priceCartState(state, index, store, logistic, discountCodeUsable(code, cart.storeId) ? code : null);
}
