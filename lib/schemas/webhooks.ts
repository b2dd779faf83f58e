import * as z from 'zod';
import { CurrencySchema } from './common';
import { CONTACT_FIELDS } from './constants';
import { OrderSchema, OrderStatusSchema } from './orders';

/** The events a brand's endpoint can subscribe to (each is also an outbox event type: lib/notifications/events.ts checks it). */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.quote_proposed',
  'order.quote_answered',
  'order.message_posted',
  'order.payment_received',
  'order.payment_failed',
  'order.refunded',
  'order.contact_changed',
  'order.archived',
  'order.unarchived',
  'order.note_added',
] as const;

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
    sequence: z.number().int().min(1).meta({ description: 'The event’s place among its order’s events, 1 for `order.created`, no gaps. Deliveries of one order to one endpoint go out in this order; a receiver may also drop any event whose sequence is not above the last one it applied (use this, not `data.order.version`: a note leaves the version as it was).' }),
    timestamp: z.iso.datetime().meta({ description: 'When the event happened.' }),
    livemode: z.boolean().meta({ description: 'false for the events of a test order, booked with an `rk_test_` key: they go to test endpoints only and are listed to test keys only (docs/integrators.md#test-mode).' }),
    data: z
      .object({
        from: OrderStatusSchema.optional().meta({ description: 'The status before the step (not on `order.created`).' }),
        to: OrderStatusSchema.optional().meta({ description: 'The status after the step (not on `order.created`).' }),
        commentId: z.string().optional().meta({ description: '`order.message_posted`: the new message, in the order’s `comments` (docs/atelier.md#messages).' }),
        payment: z
          .object({
            amount: z.number().positive().meta({ description: 'Major units, positive: what was received, or (`order.refunded`) given back.' }),
            currency: CurrencySchema,
            method: z.string().meta({ description: '`card_online` (a card payment or refund through the payment processor), or how the store took it: `card_terminal`, `cash`, `bank_transfer`, `voucher`.' }),
          })
          .optional()
          .meta({ id: 'WebhookEventPayment', description: '`order.payment_received`, `order.refunded`: the money that moved (the order’s totals after it are in `order`).' }),
        failureCode: z.string().optional().meta({ description: '`order.payment_failed`: the processor’s decline or error code.' }),
        fields: z.array(z.enum(CONTACT_FIELDS)).optional().meta({ description: '`order.contact_changed`: the customer fields corrected; their new values are in `order.customer` (and `order.address`).' }),
        note: z
          .object({ id: z.string(), body: z.string(), createdAt: z.iso.datetime() })
          .optional()
          .meta({ id: 'WebhookEventNote', description: '`order.note_added`: the staff’s internal note, as GET /api/sip/orders/{id}/notes lists it (without its author). A note leaves the order’s `version` as it was.' }),
        order: OrderSchema.meta({ description: 'The order right after the event (its `version` and `status` then), in the GET /api/sip/orders/{id} shape. An event that changes nothing of the order itself (`order.note_added`) carries the version it had.' }),
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
