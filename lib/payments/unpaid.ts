import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { insertHistory, updateOrder } from '@/db/orders';
import { changeLockedOrderWithin } from '@/lib/orders/concurrency';
import { listIntents, setIntentStatus } from '@/db/online-payments';
import { releaseSlot } from '@/db/pickup-slots';
import { orders } from '@/db/schema';
import { newId } from '@/lib/ids';
import { statusEvent } from '@/lib/notifications/events';
import { log } from '@/lib/observability/log';
import { onlinePaymentsEnabled } from './config';
import { isUnpaidExpired, UNPAID_CANCEL_AFTER_MS } from './rules';
import { configuredStripe } from './stripe-client';

/**
 * Cancels card bookings still unpaid UNPAID_CANCEL_AFTER_MS after they were placed
 * (docs/payments.md#unpaid), with `orderCanceledFromPayment: true` and the usual cancellation
 * e-mail; their open intents are cancelled at Stripe so a late card cannot pay a cancelled order.
 * Part of the hourly maintenance round. Each order is re-read under its lock: a payment that
 * landed meanwhile keeps it.
 */
export async function cancelUnpaidBookings(db: Db, now = new Date()): Promise<number> {
  if (!onlinePaymentsEnabled()) return 0;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'card'), eq(orders.hasPaymentConfirmation, false), eq(orders.status, 'booked'), lt(orders.orderDate, new Date(now.getTime() - UNPAID_CANCEL_AFTER_MS))))
    .limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      let expired = false;
      await changeLockedOrderWithin(tx, id, async (order) => {
        if (!isUnpaidExpired(order, now)) return;
        expired = true;
        await updateOrder(tx, id, { status: 'cancelled', orderCanceledFromPayment: true, totalMinor: 0, estimatedPrice: { ...order.estimatedPrice, estimatedPrice: 0 } });
        if (order.logisticOption.slot) await releaseSlot(tx, order.cartId);
        await insertHistory(tx, { id: newId(), orderId: id, status: 'cancelled', date: now, accountId: null, role: 'system', note: 'unpaid' });
        return statusEvent(id, order.status, 'cancelled');
      });
      return expired;
    });
    if (!done) continue;
    cancelled++;
    await cancelOpenIntents(db, id);
  }
  if (cancelled) log.info('Unpaid card bookings cancelled', { cancelled });
  return cancelled;
}

async function cancelOpenIntents(db: Db, orderId: string): Promise<void> {
  const configured = configuredStripe();
  if (!configured) return;
  for (const intent of await listIntents(db, orderId)) {
    if (intent.status === 'succeeded' || intent.status === 'canceled') continue;
    try {
      await configured.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `reprise:pi-cancel:${intent.id}` });
      await db.transaction((tx) => setIntentStatus(tx, intent.id, 'canceled'));
    } catch (error) {
      log.warn('Could not cancel the intent of an unpaid booking', { orderId, intentId: intent.id, error: (error as Error).message });
    }
  }
}
