import * as z from 'zod';
import { OrderMessagesSchema } from '@/lib/schemas/notifications';
import { OrderCommentBodySchema, OrderSchema, TransitionBodySchema } from '@/lib/schemas/orders';
import { WebhookCreateBodySchema, WebhookDeliveryListSchema, WebhookDeliveryQuerySchema, WebhookDeliverySchema, WebhookEndpointCreatedSchema, WebhookEndpointListSchema } from '@/lib/schemas/webhooks';
import { STAFF, contract } from './contract';

const endpointId = z.object({ id: z.string().meta({ description: 'The endpoint id.' }) });
const token = z.object({ token: z.string().meta({ description: 'The tracking token from an e-mail (43 characters, base64url).' }) });
const signing =
  'Each event is POSTed as a `WebhookEvent` (`{id, type, sequence, timestamp, livemode, data: {order, from?, to?}}`, see the document’s `webhooks`): the order as the event left it, in the GET /api/sip/orders/{id} shape. Headers: Standard Webhooks `webhook-id` (`msg_<event id>`, the same on every try), `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret. One order’s events reach an endpoint in their `sequence` order: an event waits while an earlier one of the same order is being retried. Any 2xx is delivered; otherwise tries follow after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (over 27 h), then the delivery is failed and no longer holds the order’s next events back; a failed delivery can be sent again (POST …/deliveries/{deliveryId}/retry), and every event stays in GET /api/sip/events for 30 days.';
const deliveryParams = endpointId.extend({ deliveryId: z.string().meta({ description: 'The delivery id.' }) });

export const listWebhookEndpoints = contract({
  tags: ['Webhooks'],
  auth: STAFF,
    method: 'get',
    path: '/api/sip/admin/webhooks',
    operationId: 'listWebhookEndpoints',
    summary: 'Webhook endpoints (admin: all; staff: their store’s)', description: 'Each endpoint with its URL, store (or every store), event types, mode and state, newest first; never its signing secret, which is shown once at creation. Admins and every-store keys see all, staff and store keys their store’s.',
    responses: { 200: { description: 'The endpoints, newest first (never their secrets).', schema: WebhookEndpointListSchema } },
    errors: ['unauthorized', 'forbidden'],
  });
export const createWebhookEndpoint = contract({ tags: ['Webhooks'], auth: STAFF,
    method: 'post',
    path: '/api/sip/admin/webhooks',
    operationId: 'createWebhookEndpoint',
    summary: 'Subscribe an endpoint to order events (admin, or a store’s API key for its store)',
    description: `${signing} URLs: http(s), at most 2048 characters; https to public addresses only unless the server runs with WEBHOOKS_ALLOW_PRIVATE=on. One endpoint per URL (and mode): a URL that already receives events, for any store, is 409 \`webhook_url_taken\` with the existing endpoint's \`endpointId\` (docs/integrators.md#webhook-url-taken). Admins (a session or an every-store key) subscribe for every store or one; a store's API key (scope \`webhooks\`) for its own store only (\`storeId\` omitted or its own, another → 422); a store's staff signed in → 403.`,
    body: { schema: WebhookCreateBodySchema },
    responses: { 201: { description: 'Created; the signing secret is shown only here.', schema: WebhookEndpointCreatedSchema } },
    errors: ['unauthorized', 'forbidden', 'validation_failed', 'webhook_url_taken'],
  });
export const deleteWebhookEndpoint = contract({ tags: ['Webhooks'], auth: STAFF,
    method: 'delete',
    path: '/api/sip/admin/webhooks/{id}',
    operationId: 'deleteWebhookEndpoint',
    summary: 'Remove an endpoint and its deliveries (admin, or a store’s key for its store’s)', description: 'Stops every delivery to the endpoint at once and removes it with its delivery history; a retry of one of its deliveries is then 404.',
    pathParams: endpointId,
    responses: { 204: { description: 'Removed.' } },
    errors: ['unauthorized', 'forbidden', 'not_found'],
  });
export const listWebhookDeliveries = contract({ tags: ['Webhooks'], auth: STAFF,
    method: 'get',
    path: '/api/sip/admin/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'An endpoint’s deliveries: status, HTTP code, tries, next try, paged',
    description: 'Newest first, `limit` a page (default 50, at most 200); older pages with `cursor` = `nextCursor`.',
    pathParams: endpointId,
    query: WebhookDeliveryQuerySchema,
    responses: { 200: { description: 'Newest first.', schema: WebhookDeliveryListSchema } },
    errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
  });
export const retryWebhookDelivery = contract({ tags: ['Webhooks'], auth: STAFF,
    method: 'post',
    path: '/api/sip/admin/webhooks/{id}/deliveries/{deliveryId}/retry',
    operationId: 'retryWebhookDelivery',
    summary: 'Send a delivery again now (admin, or a store’s key for its store’s)',
    description: 'The same body and `webhook-id` as before (a receiver that already has it recognises it), due at once, its tries counted afresh on the usual schedule. An endpoint deleted since, or a delivery that is not this endpoint’s → 404.',
    pathParams: deliveryParams,
    responses: { 200: { description: 'The delivery, pending again.', schema: WebhookDeliverySchema } },
    errors: ['unauthorized', 'forbidden', 'not_found'],
  });
export const sendTestWebhookEvent = contract({ tags: ['Webhooks'], auth: STAFF,
    method: 'post',
    path: '/api/sip/admin/webhooks/{id}/test',
    operationId: 'sendTestWebhookEvent',
    summary: 'Send a test event to an endpoint (admin, or a store’s key for its store’s)',
    description: 'A `webhook.test` event (`data` empty, `sequence` null), signed and retried like any other, to this endpoint only: check a receiver’s signature code without booking anything.',
    pathParams: endpointId,
    responses: { 202: { description: 'Queued; its delivery.', schema: WebhookDeliverySchema } },
    errors: ['unauthorized', 'forbidden', 'not_found'],
  });
export const listOrderMessages = contract({
  method: 'get',
  path: '/api/sip/admin/orders/{id}/messages',
  operationId: 'listOrderMessages',
  summary: 'The e-mails sent (or kept) for the customer about an order, with their status', description: 'Every e-mail written to the customer about the order (confirmation, status steps, quote), newest first, with its delivery state (queued, sent, failed, or kept for a test order). Staff of the order’s store and admins.',
  tags: ['Admin'],
  auth: STAFF,
  pathParams: z.object({ id: z.string() }),
  responses: { 200: { description: 'Newest first.', schema: OrderMessagesSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const getTrackedOrder = contract({
  method: 'get',
  path: '/api/sip/track/{token}',
  operationId: 'getTrackedOrder',
  summary: 'The order of an e-mail’s tracking link, with no account',
  description: 'The token opens this one order only; it is revocable and stops working 90 days after the order completed or was cancelled (404). An order keeps its 10 newest links; a client trying more than 30 tokens that open nothing in 15 minutes gets 429.',
  tags: ['Orders'],
  auth: 'public',
  pathParams: token,
  responses: { 200: { description: 'The order.', schema: OrderSchema } },
  errors: ['not_found', 'rate_limited'],
});

export const transitionTrackedOrder = contract({
  method: 'post',
  path: '/api/sip/track/{token}/transitions',
  operationId: 'transitionTrackedOrder',
  summary: 'Cancel the order, or answer its quote, through the tracking link',
  description: 'Only the customer’s steps: `cancelled` from `booked`; `in_repair` (accept) or the way back (`returning`, or `ready_for_collection` for an in-store drop-off: decline) from `quote_pending`.',
  tags: ['Orders'],
  auth: 'public',
  pathParams: token,
  body: { schema: TransitionBodySchema },
  responses: { 200: { description: 'The order after the step.', schema: OrderSchema } },
  errors: ['not_found', 'invalid_transition', 'validation_failed', 'rate_limited'],
});

export const postTrackedComment = contract({
  method: 'post',
  path: '/api/sip/track/{token}/comments',
  operationId: 'postTrackedComment',
  summary: 'Write on the order’s thread through the tracking link (the customer)',
  description: 'As `postOrderComment`, as the order’s customer: a message, or a request (`request`). Tokens that open nothing count toward the tracking link’s limits (docs/notifications.md#tracking-limits).',
  tags: ['Orders'],
  auth: 'public',
  pathParams: token,
  body: { schema: OrderCommentBodySchema },
  responses: { 201: { description: 'The order with its thread.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'rate_limited'],
});
