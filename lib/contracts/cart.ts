import * as z from 'zod';
import {
  AddItemsBodySchema,
  CartCustomerBodySchema,
  CartSchema,
  CartWarrantyBodySchema,
  ChooseLogisticOptionBodySchema,
  CreateCartBodySchema,
  LogisticOptionsResponseSchema,
  UpdateCartBodySchema,
} from '@/lib/schemas/cart';
import { contract } from './contract';

const cartId = z.object({ id: z.string().meta({ description: 'The cart id (128 random bits: holding it is holding the cart).' }) });
const idempotencyKey = { name: 'Idempotency-Key', description: 'Same key and body within 24 h replays the first answer; another body → 422; still running → 409.' };
const cart = { description: 'The cart, with its pricing preview.', schema: CartSchema };
const common = ['not_found', 'cart_already_ordered', 'forbidden', 'internal_error'] as const;

export const createCartViaGet = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'get',
  path: '/api/sip/shopping-cart',
  operationId: 'createCartViaGet',
  summary: 'Create a cart (the interface’s GET, kept)', description: 'The booking interface’s original way to start a cart, kept for its clients: the same as POST /api/sip/shopping-cart with no body (a guest cart, or the staff member’s store cart). HEAD creates nothing: it is answered 405 with the methods the route allows. Deprecated since 2026-11-29 (a GET that creates something; answers carry `Deprecation`), with no sunset: use POST in new code.',
  deprecated: { since: '2026-11-29' },
  responses: { 200: cart },
  rateLimited: true,
  errors: [],
});

export const createCart = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'post',
  path: '/api/sip/shopping-cart',
  operationId: 'createCart',
  summary: 'Create a cart',
  description: 'Staff carts belong to their store (source `store`); warranty bookings are for staff and admins.',
  body: { schema: CreateCartBodySchema },
  responses: { 201: cart },
  rateLimited: true,
  errors: ['invalid_json', 'validation_failed', 'forbidden'],
});

export const getCart = contract({ tags: ['Cart'], auth: 'optional', method: 'get', path: '/api/sip/shopping-cart/{id}', operationId: 'getCart', summary: 'Read a cart', description: 'The cart with its pricing preview (the basket as it would be ordered now). A cart of another store, another mode (test or live) or already of another customer is 404.', pathParams: cartId, responses: { 200: cart }, errors: ['not_found'] });
export const updateCart = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'patch',
  path: '/api/sip/shopping-cart/{id}',
  operationId: 'updateCart',
  summary: 'Change currency, language, discount code or area', description: 'Changes only the fields sent: currency, language, discount code, the area (country, postcode) and `metadata` (merged; a key set to `""` is removed). A discount code is checked against the cart and counts toward the `codes` rate limit, refusals included.',
  pathParams: cartId,
  body: { schema: UpdateCartBodySchema },
  responses: { 200: cart },
  rateLimited: true,
  errors: ['invalid_json', 'validation_failed', ...common],
});

export const addCartItems = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'post',
  path: '/api/sip/shopping-cart/{id}/items',
  operationId: 'addCartItems',
  summary: 'Add items (or replace one, with its `id`)',
  description: 'Checks that the atelier serves the item type and the area, that sub-services belong to it, quantities (> 1 only with `canBeMultiple`), photos uploaded for this cart, and attribute values against the item and service attribute groups.',
  pathParams: cartId,
  headers: [idempotencyKey],
  body: { schema: AddItemsBodySchema },
  responses: { 200: cart },
  errors: ['invalid_json', 'validation_failed', 'idempotency_key_reused', 'request_in_progress', ...common],
});

export const removeCartItem = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'delete',
  path: '/api/sip/shopping-cart/{id}/items/{itemId}',
  operationId: 'removeCartItem',
  summary: 'Remove an item (the last one empties store, customer and logistic option)', description: 'Removes one item. Removing the last one also empties the cart’s store, customer and logistic option, since they depended on the items.',
  pathParams: cartId.extend({ itemId: z.string() }),
  responses: { 200: cart },
  errors: [...common],
});

export const putCartItemVideo = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'put',
  path: '/api/sip/shopping-cart/{id}/items/{itemId}/video',
  operationId: 'putCartItemVideo',
  summary: 'Attach a video of the damage to an item',
  description:
    'Optional. The body is the video itself: MP4 or WebM judged by its bytes (anything else, or a file ffprobe cannot read as one → 415), at most 50 MB (413, reading stops at the first byte past it) and 30 s (413). A poster frame is extracted with ffmpeg. Nothing is stored for a refused file; a new video replaces the last. It comes back as the item’s `video` in the cart and the order, shown to staff and the atelier (docs/videos.md).',
  pathParams: cartId.extend({ itemId: z.string() }),
  body: { schema: z.string().meta({ format: 'binary' }), contentType: 'application/octet-stream', description: 'The video’s bytes (video/mp4 or video/webm).' },
  responses: { 200: cart },
  errors: ['payload_too_large', 'unsupported_media_type', ...common],
});

export const setCartWarranty = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'put',
  path: '/api/sip/shopping-cart/{id}/warranty',
  operationId: 'setCartWarranty',
  summary: 'Say why a warranty repair is asked, and give the brand’s order reference',
  description:
    'A warranty cart only (`bookingType: warranty`, else 422). The reason, and the brand’s order reference or receipt number when the customer has it; otherwise the receipt’s photo or PDF (PUT …/receipt). Placing the order needs one proof or the other (422 `warranty.reference`). Both come back as each item’s `receipt` in the cart and the order; staff then accept or reject the claim (docs/counter.md#web-warranty).',
  pathParams: cartId,
  body: { schema: CartWarrantyBodySchema },
  responses: { 200: cart },
  errors: ['invalid_json', 'validation_failed', ...common],
});

export const putCartReceipt = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'put',
  path: '/api/sip/shopping-cart/{id}/receipt',
  operationId: 'putCartReceipt',
  summary: 'Upload the receipt of a warranty repair (proof of purchase)',
  description:
    'A warranty cart only (422 otherwise). The body is the file itself: a photo (JPEG, PNG or WebP, re-encoded as JPEG without metadata) or a PDF, judged by its bytes whatever the Content-Type, at most 5 MB (413 past it). PDFs are refused (415) if they carry JavaScript (`/JavaScript`, `/JS`), a `/Launch` action or embedded files; anything else is 415. Nothing is stored for a refused file; a new file replaces the last. It comes back as each item’s `receipt.file` in the cart, and on the order once placed (docs/counter.md#web-warranty).',
  pathParams: cartId,
  body: { schema: z.string().meta({ format: 'binary' }), contentType: 'application/octet-stream', description: 'The receipt’s bytes (image/jpeg, image/png, image/webp or application/pdf).' },
  responses: { 200: cart },
  errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', ...common],
});

export const setCartCustomer = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'post',
  path: '/api/sip/shopping-cart/{id}/customer',
  operationId: 'setCartCustomer',
  summary: 'Add the customer to the shopping cart', description: 'Sets who the booking is for (names, e-mail, phone, address). A signed-in customer’s own cart takes their account; staff may book for any customer. Repricing follows the address (area).',
  pathParams: cartId,
  body: { schema: CartCustomerBodySchema },
  responses: { 200: cart },
  errors: ['invalid_json', 'validation_failed', ...common],
});

export const listLogisticOptions = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'get',
  path: '/api/sip/shopping-cart/{id}/logistic-options',
  operationId: 'listLogisticOptions',
  summary: 'Logistic options for the cart’s atelier, store and address', description: 'The ways the item can travel between the customer, the store and the atelier for this cart (post, drop-off, pick-up slots), each with its price, transit days, shipments, payment methods and the estimated completion date. Needs items and an address or store.',
  pathParams: cartId,
  responses: { 200: { description: 'Options with price, transit days, shipments and estimated completion.', schema: LogisticOptionsResponseSchema } },
  errors: ['not_found', 'cart_empty', 'cart_incomplete'],
});

export const chooseLogisticOption = contract({
  tags: ['Cart'],
  auth: 'optional',
  method: 'post',
  path: '/api/sip/shopping-cart/{id}/logistic-option',
  operationId: 'chooseLogisticOption',
  summary: 'Choose a logistic option',
  pathParams: cartId,
  description: 'A home pick-up option needs one of its free `slots` (from the options answer): outside them → 422 `slot_invalid`, full → 409 `slot_full` (never overbooked).',
  body: { schema: ChooseLogisticOptionBodySchema },
  responses: { 200: cart },
  errors: ['invalid_json', 'validation_failed', 'slot_invalid', 'slot_full', ...common],
});
