import { ProviderUploadsBodySchema } from '@/lib/schemas/atelier';
import { OrderSchema } from '@/lib/schemas/orders';
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
