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
];
