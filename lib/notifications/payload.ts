import type { OrderStatus } from '@/db/schema/orders';
import type { WebhookEvent } from '@/lib/schemas/webhooks';

export type StoredOrderEvent = { id: string; type: string; sequence: number | null; createdAt: Date; data: Record<string, unknown> };

/**
 * An order event as webhooks send it and GET /api/sip/events lists it: the same bytes for the
 * same event, whoever reads it and whenever (docs/integrators.md#webhooks).
 */
export function eventPayload(event: StoredOrderEvent, order: Record<string, unknown>, livemode = true): WebhookEvent {
  const { from, to, commentId } = event.data as { from?: OrderStatus; to?: OrderStatus; commentId?: string };
  return {
    id: event.id,
    type: event.type as WebhookEvent['type'],
    sequence: event.sequence ?? 1,
    timestamp: event.createdAt.toISOString(),
    livemode,
    data: { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(typeof commentId === 'string' ? { commentId } : {}), order: order as unknown as WebhookEvent['data']['order'] },
  };
}
