import type { OrderStatus } from '@/db/schema/orders';
import type { OutboxEventType } from '@/db/schema/notifications';
import { newId } from '@/lib/ids';
import type { ContactField } from '@/lib/schemas/constants';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhooks';

// Every event a webhook can subscribe to is one the outbox records (a compile-time check).
const _webhookEventsAreOutboxEvents: readonly OutboxEventType[] = WEBHOOK_EVENT_TYPES;

/** How card payments through the processor are recorded (lib/payments/apply.ts), beside the store's own methods. */
export const ONLINE_PAYMENT_METHOD = 'card_online';

/**
 * What the outbox keeps of an event beside the order's snapshot: `commentId` and `role` for a
 * thread message (docs/atelier.md#messages); `amount` (minor units, positive), `currency`,
 * `method`, `isPayed` for money (`code` for a failed one); `fields` for a contact correction; `note` for a staff note.
 */
export type OrderEventData = {
  from?: OrderStatus;
  to?: OrderStatus;
  commentId?: string;
  role?: string;
  amount?: number;
  currency?: string;
  method?: string;
  isPayed?: boolean;
  /** `order.payment_failed`: the processor's decline or error code. */
  code?: string;
  fields?: ContactField[];
  note?: { id: string; body: string; createdAt: string };
};
export type OrderEvent = { id: string; orderId: string; type: OutboxEventType; data: OrderEventData };

/** A status step as the outbox records it: answering a quote is its own event type. */
export function statusEvent(orderId: string, from: OrderStatus, to: OrderStatus): OrderEvent {
  return { id: newId(), orderId, type: from === 'quote_pending' ? 'order.quote_answered' : 'order.status_changed', data: { from, to } };
}

export function quoteProposedEvent(orderId: string, from: OrderStatus): OrderEvent {
  return { id: newId(), orderId, type: 'order.quote_proposed', data: { from, to: 'quote_pending' } };
}

/**
 * Money recorded on an order by its store (POST /api/sip/orders/{id}/payments): `order.payment_received`,
 * or `order.refunded` for a negative amount, carrying the amount as a positive number.
 */
export function paymentEvent(orderId: string, move: { amountMinor: number; currency: string; method: string; isPayed: boolean }): OrderEvent {
  const type = move.amountMinor < 0 ? 'order.refunded' : 'order.payment_received';
  return { id: newId(), orderId, type, data: { amount: Math.abs(move.amountMinor), currency: move.currency, method: move.method, isPayed: move.isPayed } };
}

/** The customer's contact details corrected by staff (docs/counter.md#contact-edits): which fields, not their values. */
export function contactChangedEvent(orderId: string, fields: ContactField[]): OrderEvent {
  return { id: newId(), orderId, type: 'order.contact_changed', data: { fields } };
}

/** The staff flag `isArchived` set or cleared. */
export function archiveEvent(orderId: string, isArchived: boolean): OrderEvent {
  return { id: newId(), orderId, type: isArchived ? 'order.archived' : 'order.unarchived', data: {} };
}

/** A staff note added to the order (internal: never the customer's). */
export function noteAddedEvent(orderId: string, note: { id: string; body: string; createdAt: Date }): OrderEvent {
  return { id: newId(), orderId, type: 'order.note_added', data: { note: { id: note.id, body: note.body, createdAt: note.createdAt.toISOString() } } };
}

/** Money taken or given back in person at the store: the customer was there, no message follows (only the card's do). */
const inPerson = (event: Pick<OrderEvent, 'data'>) => typeof event.data.method === 'string' && event.data.method !== ONLINE_PAYMENT_METHOD;

export type EmailKind = 'confirmation' | 'received' | 'quote' | 'repaired' | 'ready_for_collection' | 'returning' | 'completed' | 'cancelled' | 'quote_accepted' | 'payment_received' | 'payment_failed' | 'refunded';

/**
 * Which message the customer gets for an event, if any. Steps the customer has nothing to do
 * about and that the next message covers (handed to the carrier) send nothing.
 */
export function emailKindFor(event: Pick<OrderEvent, 'type' | 'data'>): EmailKind | null {
  if (event.type === 'order.created') return 'confirmation';
  if (event.type === 'order.quote_proposed') return 'quote';
  // Online payments (docs/payments.md#emails): a card booking's confirmation waits for its payment (lib/payments/emails.ts).
  if (event.type === 'order.payment_received') return inPerson(event) ? null : 'payment_received';
  if (event.type === 'order.payment_failed') return 'payment_failed';
  if (event.type === 'order.refunded') return inPerson(event) ? null : 'refunded';
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
