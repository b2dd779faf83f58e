import examples from '@/lib/openapi/examples.json';
import { WebhookEventSchema, type WebhookEvent } from '@/lib/schemas/webhooks';
import type { WebhookDoc } from './builder';

const order = (examples as Record<string, { response?: unknown }>).getOrder?.response as Record<string, unknown>;
const at = (status: string, version: number) => ({ ...order, status, version });

const event = (type: WebhookEvent['type'], sequence: number, data: Record<string, unknown>): unknown => ({
  id: `0b1c7e0e-5d0e-4f7a-9c55-${String(sequence).padStart(12, '0')}`,
  type,
  sequence,
  timestamp: '2026-03-02T09:15:00.000Z',
  livemode: true,
  data,
});

const common =
  'The body is a `WebhookEvent`: the order as this event left it (its `version` and `status` then), never as it is when the try is sent. One order’s events reach an endpoint in `sequence` order; the same events are in GET /api/sip/events for 30 days.';

/** Every event type a brand's endpoint can subscribe to, as the document's `webhooks` (docs/integrators.md#webhooks). */
export const WEBHOOK_DOCS: WebhookDoc[] = [
  { name: 'order.created', summary: 'An order was placed', description: `${common} \`data\` has only \`order\`; its sequence is 1.`, schema: WebhookEventSchema, example: event('order.created', 1, { order: at('booked', 1) }) },
  {
    name: 'order.status_changed',
    summary: 'An order moved to another status',
    description: `${common} \`data.from\` and \`data.to\` are the step; \`data.order.status\` equals \`data.to\`.`,
    schema: WebhookEventSchema,
    example: event('order.status_changed', 2, { from: 'booked', to: 'received', order: at('received', 3) }),
  },
  {
    name: 'order.quote_proposed',
    summary: 'The atelier proposed a quote: the customer must answer',
    description: `${common} \`data.to\` is \`quote_pending\`; \`data.order.quote\` is the quote.`,
    schema: WebhookEventSchema,
    example: event('order.quote_proposed', 3, { from: 'received', to: 'quote_pending', order: at('quote_pending', 4) }),
  },
  {
    name: 'order.quote_answered',
    summary: 'The customer answered the quote',
    description: `${common} Accepted: \`data.to\` is \`in_repair\`; declined: the way back (\`returning\`, or \`ready_for_collection\` for an in-store drop-off).`,
    schema: WebhookEventSchema,
    example: event('order.quote_answered', 4, { from: 'quote_pending', to: 'in_repair', order: at('in_repair', 5) }),
  },
  {
    name: 'order.message_posted',
    summary: 'A message on the order’s thread (the customer, the store or the atelier)',
    description: `${common} \`data.commentId\` is the new message, in \`data.order.comments\`; a customer’s request is also in \`data.order.requests\` (docs/atelier.md#messages).`,
    schema: WebhookEventSchema,
    example: event('order.message_posted', 5, { commentId: 'c0ffee00-0000-4000-8000-000000000001', order: at('in_repair', 6) }),
  },
  {
    name: 'order.payment_received',
    summary: 'Money was received for the order: a card payment, or a payment the store recorded',
    description: `${common} \`data.payment\` is the amount received (positive, major units), its currency and method (\`card_online\` through the payment processor; \`card_terminal\`, \`cash\`, \`bank_transfer\` or \`voucher\` at the store); \`data.order.isPayed\` says whether the order is now paid in full.`,
    schema: WebhookEventSchema,
    example: event('order.payment_received', 6, { payment: { amount: 42, currency: 'EUR', method: 'card_terminal' }, order: { ...at('ready_for_collection', 8), isPayed: true } }),
  },
  {
    name: 'order.payment_failed',
    summary: 'A card payment of the order failed',
    description: `${common} \`data.failureCode\` is the processor’s decline or error code; the customer may pay again (docs/payments.md#pay-again).`,
    schema: WebhookEventSchema,
    example: event('order.payment_failed', 2, { failureCode: 'card_declined', order: at('booked', 1) }),
  },
  {
    name: 'order.refunded',
    summary: 'Money was given back: a card refund confirmed by the processor, or a refund the store recorded',
    description: `${common} \`data.payment\` is the amount given back (positive, major units), its currency and method.`,
    schema: WebhookEventSchema,
    example: event('order.refunded', 4, { payment: { amount: 12.5, currency: 'EUR', method: 'card_online' }, order: at('cancelled', 4) }),
  },
  {
    name: 'order.contact_changed',
    summary: 'Staff corrected the customer’s contact details',
    description: `${common} \`data.fields\` names the fields corrected (\`title\`, \`givenName\`, \`familyName\`, \`email\`, \`phone\`, \`address\`); their new values are in \`data.order.customer\` and \`data.order.address\`.`,
    schema: WebhookEventSchema,
    example: event('order.contact_changed', 2, { fields: ['email', 'phone'], order: at('booked', 2) }),
  },
  {
    name: 'order.archived',
    summary: 'Staff archived the order (`isArchived` set)',
    description: `${common} \`data.order.isArchived\` is true.`,
    schema: WebhookEventSchema,
    example: event('order.archived', 7, { order: { ...at('completed', 9), isArchived: true } }),
  },
  {
    name: 'order.unarchived',
    summary: 'Staff took the order out of the archive (`isArchived` cleared)',
    description: `${common} \`data.order.isArchived\` is false.`,
    schema: WebhookEventSchema,
    example: event('order.unarchived', 8, { order: { ...at('completed', 10), isArchived: false } }),
  },
  {
    name: 'order.note_added',
    summary: 'Staff added an internal note to the order',
    description: `${common} \`data.note\` is the note (never shown to the customer). A note changes nothing of the order: \`data.order.version\` is the one of the event before; \`sequence\` still moves on.`,
    schema: WebhookEventSchema,
    example: event('order.note_added', 3, { note: { id: '5e1f0c2a-7b3d-4c8e-9a61-2f4b8d0e6c13', body: 'Customer asked to keep the old zip.', createdAt: '2026-03-02T09:15:00.000Z' }, order: at('received', 3) }),
  },
];
