import type { OrderStatus } from '@/db/schema/orders';
import type { OutboxEventType } from '@/db/schema/notifications';
import { newId } from '@/lib/ids';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhooks';

// Every event a webhook can subscribe to is one the outbox records (a compile-time check).
const _webhookEventsAreOutboxEvents: readonly OutboxEventType[] = WEBHOOK_EVENT_TYPES;

/** `commentId` and `role`: a thread message's event (docs/atelier.md#messages). */
export type OrderEvent = { id: string; orderId: string; type: OutboxEventType; data: { from?: OrderStatus; to?: OrderStatus; commentId?: string; role?: string } };

/** A status step as the outbox records it: answering a quote is its own event type. */
export function statusEvent(orderId: string, from: OrderStatus, to: OrderStatus): OrderEvent {
  return { id: newId(), orderId, type: from === 'quote_pending' ? 'order.quote_answered' : 'order.status_changed', data: { from, to } };
}

export function quoteProposedEvent(orderId: string, from: OrderStatus): OrderEvent {
  return { id: newId(), orderId, type: 'order.quote_proposed', data: { from, to: 'quote_pending' } };
}

export type EmailKind = 'confirmation' | 'received' | 'quote' | 'repaired' | 'ready_for_collection' | 'returning' | 'completed' | 'cancelled' | 'quote_accepted' | 'payment_received' | 'payment_failed' | 'refunded';

/**
 * Which message the customer gets for an event, if any. Steps the customer has nothing to do
 * about and that the next message covers (handed to the carrier) send nothing.
 */
export function emailKindFor(event: Pick<OrderEvent, 'type' | 'data'>): EmailKind | null {
  if (event.type === 'order.created') return 'confirmation';
  if (event.type === 'order.quote_proposed') return 'quote';
  // Online payments (docs/payments.md#emails): a card booking's confirmation waits for its payment (lib/payments/emails.ts).
  if (event.type === 'order.payment_received') return 'payment_received';
  if (event.type === 'order.payment_failed') return 'payment_failed';
  if (event.type === 'order.refunded') return 'refunded';
  const to = event.data.to;
  if (event.type === 'order.quote_answered') return to === 'in_repair' ? 'quote_accepted' : to === 'returning' || to === 'ready_for_collection' ? to : null; // declined: the way back of the order's logistics
  switch (to) {
    case 'received':
    case 'repaired':
    case 'ready_for_collection':
    case 'returning':
    case 'completed':
    case 'cancelled':
      return to;
    default:
      return null;
  }
}
