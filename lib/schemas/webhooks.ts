import * as z from 'zod';

/** The events a brand's endpoint can subscribe to (each is also an outbox event type: lib/notifications/events.ts checks it). */
export const WEBHOOK_EVENT_TYPES = ['order.created', 'order.status_changed', 'order.quote_proposed', 'order.quote_answered'] as const;

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
  .object({ id: z.string(), url: z.string(), events: z.array(WebhookEventTypeSchema), storeId: z.string().nullable(), createdAt: z.iso.datetime() })
  .meta({ id: 'WebhookEndpoint' });
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: 'whsec_… signing secret (Standard Webhooks); shown only in this answer.' }),
}).meta({ id: 'WebhookEndpointCreated' });
export const WebhookEndpointListSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' });

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    webhookId: z.string().meta({ description: 'The webhook-id header: the same on every try of this event.' }),
    type: WebhookEventTypeSchema,
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    deliveredAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export const WebhookDeliveryListSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) }).meta({ id: 'WebhookDeliveryList' });
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>;
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;
