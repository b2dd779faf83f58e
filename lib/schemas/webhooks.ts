import * as z from 'zod';
import { OrderSchema, OrderStatusSchema } from './orders';

/** The events a brand's endpoint can subscribe to (each is also an outbox event type: lib/notifications/events.ts checks it). */
export const WEBHOOK_EVENT_TYPES = ['order.created', 'order.status_changed', 'order.quote_proposed', 'order.quote_answered', 'order.message_posted'] as const;

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES).meta({ id: 'WebhookEventType' });

export const WebhookCreateBodySchema = z
  .object({
    url: z.string().trim().min(1).max(2048).meta({ description: 'http(s); hosts resolving to loopback, link-local or private ranges are refused unless WEBHOOKS_ALLOW_PRIVATE=on.' }),
    events: z.array(WebhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
    storeId: z.string().min(1).max(100).optional().meta({ description: 'Only this store’s orders; omitted: every store.' }),
  })
  .meta({ id: 'WebhookCreateBody' });
export type WebhookCreateBody = z.output<typeof WebhookCreateBodySchema>;

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    storeId: z.string().nullable(),
    livemode: z.boolean().meta({ description: 'false: a test endpoint, made with an `rk_test_` key; it gets test orders’ events only, and live endpoints never do (docs/integrators.md#test-mode).' }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint' });
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: 'whsec_… signing secret (Standard Webhooks); shown only in this answer.' }),
}).meta({ id: 'WebhookEndpointCreated' });
export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' });

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    webhookId: z.string().meta({ description: 'The webhook-id header: the same on every try of this event.' }),
    eventId: z.string().meta({ description: 'The event’s id (the body’s `id`, and in GET /api/sip/events).' }),
    type: z.union([WebhookEventTypeSchema, z.literal('webhook.test')]).meta({ description: 'The event type, or `webhook.test` for a test event sent from the API or the admin page.' }),
    orderId: z.string().nullable(),
    sequence: z.number().int().nullable().meta({ description: 'The event’s place among its order’s events.' }),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    deliveredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export const WebhookDeliveryListSchema = z
  .object({
    deliveries: z.array(WebhookDeliverySchema),
    nextCursor: z.string().nullable().meta({ description: 'Pass as `cursor` for the next (older) page; null on the last.' }),
  })
  .meta({ id: 'WebhookDeliveryList' });
export const WebhookDeliveryQuerySchema = z.object({
  cursor: z.string().max(300).optional().meta({ description: 'Opaque: `nextCursor` of the previous page.' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>;
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;

/**
 * One event, as a webhook POSTs it and as GET /api/sip/events lists it (docs/integrators.md#webhooks):
 * the order as the event left it, never as it is when sent.
 */
export const WebhookEventSchema = z
  .object({
    id: z.string().meta({ description: 'The event’s id: the same in every try (the `webhook-id` header is `msg_<id>`) and in GET /api/sip/events.' }),
    type: WebhookEventTypeSchema,
    sequence: z.number().int().min(1).meta({ description: 'The event’s place among its order’s events, 1 for `order.created`, no gaps. Deliveries of one order to one endpoint go out in this order; a receiver may also drop any event whose sequence is not above the last one it applied.' }),
    timestamp: z.iso.datetime().meta({ description: 'When the event happened.' }),
    livemode: z.boolean().meta({ description: 'false for the events of a test order, booked with an `rk_test_` key: they go to test endpoints only and are listed to test keys only (docs/integrators.md#test-mode).' }),
    data: z
      .object({
        from: OrderStatusSchema.optional().meta({ description: 'The status before the step (not on `order.created`).' }),
        to: OrderStatusSchema.optional().meta({ description: 'The status after the step (not on `order.created`).' }),
        commentId: z.string().optional().meta({ description: '`order.message_posted`: the new message, in the order’s `comments` (docs/atelier.md#messages).' }),
        order: OrderSchema.meta({ description: 'The order right after the event (its `version` and `status` then), in the GET /api/sip/orders/{id} shape.' }),
      })
      .meta({ id: 'WebhookEventData' }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.output<typeof WebhookEventSchema>;

export const EventListSchema = z
  .object({
    events: z.array(WebhookEventSchema),
    nextCursor: z.string().nullable().meta({ description: 'The position after this page’s last event: pass it as `cursor` for the next page now, or to catch up later (valid while its events are within the 30 days). Null only for an empty page asked without a cursor.' }),
    hasMore: z.boolean().meta({ description: 'More events follow already.' }),
  })
  .meta({ id: 'EventList' });
