import { ProviderUploadsBodySchema } from '@/lib/schemas/atelier';
import { OrderCommentBodySchema, OrderSchema } from '@/lib/schemas/orders';
import { BENCH, contract, orderId } from './contract';

export const addProviderUploads = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/provider-uploads',
  operationId: 'addProviderUploads',
  summary: 'Attach bench photos to an order (the atelier of the order, staff, admins)',
  description:
    'Photos first go through POST /api/sip/photos (no cart: they are the uploader’s, with the same limits and checks as every photo), then are attached here with what they show: `intake` (the garment as it came in), `issue` (a problem found), `after_repair` (the result). They appear in the order’s `providerUploads` for staff, the atelier and the customer. A photo is attached once, by the account that uploaded it (docs/atelier.md#photos).',
  tags: ['Orders'],
  auth: BENCH,
  pathParams: orderId,
  body: { schema: ProviderUploadsBodySchema },
  responses: { 201: { description: 'The order with its photos.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'unauthorized', 'forbidden'],
});

export const postOrderComment = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/comments',
  operationId: 'postOrderComment',
  summary: 'Write on the order’s thread (the customer, the store, the atelier of the order)',
  description:
    'One thread per order between the customer, the store and the atelier, read in the order’s `comments`. Plain text, 1 to 2,000 characters, at most 10 per order and author in 10 minutes (429 after). The customer may make it a request (`request`: it appears in `requests`, open); the store or the atelier may answer an open request (`answers`: it becomes answered). Each message notifies the other side by e-mail in their language, and webhooks get `order.message_posted` (docs/atelier.md#messages). No If-Match: a message moves nothing; the order’s version still changes.',
  tags: ['Orders'],
  auth: 'optional',
  pathParams: orderId,
  body: { schema: OrderCommentBodySchema },
  responses: { 201: { description: 'The order with its thread.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'rate_limited'],
});
