import 'server-only';
import { getDb } from '@/db/client';
import { findOrder, insertHistory, loadOrderParts, updateOrder, updateOrderItemServices, validateBasket } from '@/db/orders';
import { enqueueOrderEvent } from '@/db/outbox';
import { releaseSlot } from '@/db/pickup-slots';
import type { OrderStatus } from '@/db/schema/orders';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/http/errors';
import { newId } from '@/lib/ids';
import { estimatedCompletion } from '@/lib/carts/business-days';
import { majorToMinor } from '@/lib/money';
import { statusEvent } from '@/lib/notifications/events';
import type { Order } from '@/lib/schemas/orders';
import { assertOrderAccess } from './access';
import { getOrder } from './read';
import { canTransition, flagsFor } from './status';

/**
 * POST /api/sip/orders/{id}/transitions: one step of docs/decisions.md#statuses, checked against the
 * caller's role, recorded in the history (who, when, note). Answering a quote:
 * accepting validates the revised basket, makes its total the order's and its services the items'.
 */
export async function transitionOrder(id: string, to: OrderStatus, note: string, principal: Principal | null): Promise<Order> {
  const db = await getDb();
  const role = principal?.role ?? 'customer';
  await db.transaction(async (tx) => {
    const order = assertOrderAccess(await findOrder(tx, id, { lock: true }), principal);
    if (!canTransition(order.status, to, role, order.logisticOption.kind)) {
      throw new ApiError('invalid_transition', { params: { from: order.status, to }, extra: { from: order.status, to } });
    }
    const changes: Parameters<typeof updateOrder>[2] = { status: to, ...flagsFor(to, order, { from: order.status, by: role }) };
    if (order.status === 'quote_pending' && to === 'in_repair') {
      const { baskets, items } = await loadOrderParts(tx, order);
      const quote = baskets.at(-1)!;
      await validateBasket(tx, order.id, quote.index);
      // The items now list the accepted work, as the new total counts it.
      const revised = quote.revisedServices ?? {};
      for (const [orderItemId, services] of Object.entries(revised)) await updateOrderItemServices(tx, order.id, orderItemId, services);
      const cost = quote.costToUser;
      changes.totalMinor = majorToMinor(cost.total);
      changes.estimatedPrice = { ...order.estimatedPrice, estimatedPrice: cost.total };
      // The item is at the atelier: the accepted work's longest lead time, then the way back.
      const services = items.flatMap((item) => revised[item.id] ?? item.subServices);
      changes.estimatedCompletionDate = estimatedCompletion(new Date(), 0, services.map((s) => s.leadTimeDays), order.logisticOption.returnTransitDays);
    }
    await updateOrder(tx, order.id, changes);
    // A cancelled pick-up gives its slot's place back (docs/decisions.md#pickup-slots).
    if (to === 'cancelled' && order.logisticOption.slot) await releaseSlot(tx, order.cartId);
    await insertHistory(tx, { id: newId(), orderId: order.id, status: to, date: new Date(), accountId: principal?.accountId ?? null, role: principal?.role ?? 'guest', note });
    await enqueueOrderEvent(tx, statusEvent(order.id, order.status, to));
  });
  return getOrder(id, principal);
}
