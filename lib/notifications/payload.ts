import type { OrderStatus } from '@/db/schema/orders';
import { minorToMajor } from '@/lib/money';
import type { WebhookEvent } from '@/lib/schemas/webhooks';
import { ONLINE_PAYMENT_METHOD, type OrderEventData } from './events';

export type StoredOrderEvent = { id: string; type: string; sequence: number | null; createdAt: Date; data: Record<string, unknown> };

type EventData = WebhookEvent['data'];

/** What an event's type adds to `data` beside the order, from what the outbox kept (lib/notifications/events.ts). */
function details(type: string, stored: OrderEventData): Omit<EventData, 'order'> {
  const { from, to, commentId } = stored as { from?: OrderStatus; to?: OrderStatus; commentId?: unknown };
  const out: Omit<EventData, 'order'> = { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(typeof commentId === 'string' ? { commentId } : {}) };
  if ((type === 'order.payment_received' || type === 'order.refunded') && typeof stored.amount === 'number' && typeof stored.currency === 'string') {
    // Card payments recorded before events named their method were all the processor's.
    out.payment = { amount: minorToMajor(Math.abs(stored.amount)), currency: stored.currency as NonNullable<EventData['payment']>['currency'], method: stored.method ?? ONLINE_PAYMENT_METHOD };
  }
  if (type === 'order.payment_failed' && typeof stored.code === 'string') out.failureCode = stored.code;
  if (type === 'order.contact_changed' && Array.isArray(stored.fields)) out.fields = stored.fields;
  if (type === 'order.note_added' && stored.note) out.note = stored.note;
  return out;
}

/**
 * An order event as webhooks send it and GET /api/sip/events lists it: the same bytes for the
 * same event, whoever reads it and whenever (docs/integrators.md#webhooks).
 */
export function eventPayload(event: StoredOrderEvent, order: Record<string, unknown>, livemode = true): WebhookEvent {
  return {
    id: event.id,
    type: event.type as WebhookEvent['type'],
    sequence: event.sequence ?? 1,
    timestamp: event.createdAt.toISOString(),
    livemode,
    data: { ...details(event.type, event.data as OrderEventData), order: order as unknown as EventData['order'] },
  };
}
