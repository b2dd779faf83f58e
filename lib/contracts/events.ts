import * as z from 'zod';
import { EventListSchema, WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhooks';
import { STAFF, contract } from './contract';

const typeList = z
  .preprocess(
    (value) => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
    z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
  )
  .meta({ description: 'Only these event types: comma-separated (`order.created,order.status_changed`) or repeated.' });

export const EventListQuerySchema = z.object({
  cursor: z.string().max(300).optional().meta({ description: 'Opaque: `nextCursor` of an earlier page. Omitted: from the oldest event of the last 30 days.' }),
  type: typeList.optional(),
  orderId: z.string().min(1).max(100).optional().meta({ description: 'Only this order’s events.' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const listEvents = contract({
  method: 'get',
  path: '/api/sip/events',
  operationId: 'listEvents',
  summary: 'The order events of the last 30 days, oldest first, as webhooks carry them',
  description:
    'The events feed (docs/integrators.md#events): each event exactly as its webhook body (`WebhookEvent`: id, type, per-order sequence, the order as the event left it). Admins see every store’s events, staff and store keys their store’s. Page with `nextCursor`; keep the last one to catch up after an outage (events of the last second appear on the next poll). The next page is also in `Link: rel="next"`.',
  tags: ['Webhooks'],
  auth: STAFF,
  query: EventListQuerySchema,
  responses: { 200: { description: 'A page of events, oldest first.', schema: EventListSchema, headers: { Link: 'rel="next": the same query from nextCursor.' } } },
  errors: ['unauthorized', 'forbidden', 'validation_failed'],
});
