import * as z from 'zod';
import { OrderCreateBodySchema, OrderListQuerySchema, OrderListSchema, OrderSchema, QuoteBodySchema, SignatureBodySchema, TransitionBodySchema } from '@/lib/schemas/orders';
import { WarrantyClaimBodySchema } from '@/lib/schemas/contact';
import { BENCH, STAFF, contract, orderId } from './contract';

const order = { description: 'The order (create-response shape).', schema: OrderSchema };

export const createOrder = contract({
  method: 'post',
  path: '/api/sip/orders',
  operationId: 'createOrder',
  summary: 'Create the order from the shopping cart',
  description:
    'Exactly one order per cart: concurrent attempts get 409 `cart_already_ordered` naming the order. Prices are recomputed; prices in the body that differ → 409 `price_changed` with the fresh pricing. Needs ≥ 1 item, a customer and a logistic option (which the body may supply).',
  tags: ['Orders'],
  auth: 'optional',
  headers: [{ name: 'Idempotency-Key', description: 'Same key and body within 24 h replays the first answer; another body → 422; still running → 409.' }],
  body: { schema: OrderCreateBodySchema },
  responses: { 201: { ...order, headers: { Location: 'The order’s URL.' } } },
  errors: [
    'invalid_json',
    'validation_failed',
    'not_found',
    'cart_empty',
    'cart_incomplete',
    'cart_already_ordered',
    'atelier_full',
    'price_changed',
    'idempotency_key_reused',
    'request_in_progress',
    'forbidden',
    'payment_method_not_allowed',
    'slot_invalid',
  ],
});

export const listOrders = contract({
  method: 'get',
  path: '/api/sip/orders',
  operationId: 'listOrders',
  summary: 'List orders (staff: their store; admin: all; customer: own)',
  description:
    'Newest first; keyset pagination: the next page is in `Link: <…>; rel="next"`. Incremental sync: a first page (no `cursor`) also answers `Link: <…>; rel="sync"`, the same query with `updatedSince` set to when this one began (less a few seconds for changes still committing); run it after the last page to get what changed since (docs/integrators.md#sync).',
  tags: ['Orders'],
  auth: 'required',
  query: OrderListQuerySchema,
  responses: { 200: { description: 'A page of orders (list-item shape).', schema: OrderListSchema, headers: { Link: 'rel="next" when there is a next page; rel="sync" on a first page: the query that returns what changes from now on.' } } },
  errors: ['unauthorized', 'validation_failed'],
});

export const getOrder = contract({
  method: 'get',
  path: '/api/sip/orders/{id}',
  operationId: 'getOrder',
  summary: 'Read an order',
  description: 'Conditional: with `If-None-Match` naming the current version (the ETag of an earlier answer), 304 and no body. Poll cheaply this way, or follow webhooks and GET /api/sip/events.',
  tags: ['Orders'],
  auth: 'optional',
  pathParams: orderId,
  headers: [{ name: 'If-None-Match', description: 'The ETag of the copy you hold (`"<version>"`): 304 if the order has not changed since.' }],
  responses: { 200: order, 304: { description: 'Not modified: the order is still at the version named in If-None-Match.', headers: { ETag: 'The current version, `"<version>"`.' } } },
  errors: ['not_found'],
});

export const transitionOrder = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/transitions',
  operationId: 'transitionOrder',
  summary: 'Move an order to its next status',
  description: 'booked → in_transit → received → (quote_pending →) in_repair → repaired → returning | ready_for_collection → completed; cancelled from booked. The way back follows the logistics: ready_for_collection for an in-store drop-off, returning for postal and pick-up orders (the other is refused). Staff move orders forward but never out of quote_pending (see `answerQuote`); customers cancel a booking and answer a revised quote (→ in_repair accepts, → the way back declines, as `answerQuote` does).',
  tags: ['Orders'],
  auth: 'optional',
  pathParams: orderId,
  body: { schema: TransitionBodySchema },
  responses: { 200: order },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'invalid_transition', 'forbidden'],
});

export const proposeQuote = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/quotes',
  operationId: 'proposeQuote',
  summary: 'Propose a revised quote after inspection (staff, or the atelier of the order)',
  description:
    'The listed items get the given services (a service already booked keeps its booked price; others are priced from the catalogue); the rest keep theirs. The order becomes quote_pending with a new, unvalidated basket; its items still list what was booked until the customer accepts.',
  tags: ['Orders'],
  auth: BENCH,
  pathParams: orderId,
  body: { schema: QuoteBodySchema },
  responses: { 201: order },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'invalid_transition', 'unauthorized', 'forbidden'],
});

export const attachWarrantyReceipt = contract({
  method: 'put',
  path: '/api/sip/orders/{id}/receipt',
  operationId: 'attachWarrantyReceipt',
  summary: 'Attach the receipt of a warranty booking (staff)',
  description:
    'The body is the file itself: a photo (JPEG, PNG or WebP, re-encoded as JPEG without metadata) or a PDF, judged by its bytes whatever the Content-Type, at most 5 MB (413 past it). PDFs are accepted here only, and refused (415) if they carry JavaScript (`/JavaScript`, `/JS`), a `/Launch` action or embedded files; anything else is 415. Nothing is stored for a refused file. Only a warranty booking takes one (422 otherwise); a new file replaces the last. It comes back on each item as `receipt.file`, beside the purchase reference given at booking (docs/counter.md#warranty-proof).',
  tags: ['Orders'],
  auth: STAFF,
  pathParams: orderId,
  body: { schema: z.string().meta({ format: 'binary' }), contentType: 'application/octet-stream', description: 'The receipt’s bytes (image/jpeg, image/png, image/webp or application/pdf).' },
  responses: { 200: { description: 'The order, its items’ `receipt` with the file.', schema: OrderSchema } },
  errors: ['validation_failed', 'payload_too_large', 'unsupported_media_type', 'not_found', 'unauthorized', 'forbidden'],
});

export const decideWarrantyClaim = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/warranty-claim',
  operationId: 'decideWarrantyClaim',
  summary: 'Accept or reject a warranty claim (staff)',
  description:
    'Once per warranty booking (409 after). `accepted`: the repair stays free. `rejected` (with the reason in `note`, which the customer reads): the booking, priced as a paid one, becomes a quote in `quote_pending`, so the item must be at hand (`received`, else 409 `invalid_transition`); the customer accepts it through the quote consent flow (POST …/quote-answer), which makes the order a paid booking, or declines it and the garment comes back with nothing to pay. Shown in each item’s `receipt.claim` (docs/counter.md#warranty-claim).',
  tags: ['Orders'],
  auth: STAFF,
  pathParams: orderId,
  body: { schema: WarrantyClaimBodySchema },
  responses: { 200: { description: 'The order, with the decision (and the quote, for a rejection).', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'conflict', 'invalid_transition', 'not_found', 'unauthorized', 'forbidden'],
});

export const signOrder = contract({
  method: 'put',
  path: '/api/sip/orders/{id}/signature',
  operationId: 'signOrder',
  summary: 'Record the customer’s signature at intake (staff at the counter, or the atelier receiving a store drop-off)',
  description:
    'The customer signs on the counter’s tablet to acknowledge the garment’s condition and the terms. Only an order handed over in a store (`store_drop_off`) is signed, once (409 after). The PNG is flattened on white and stored like a photo; it comes back as the order’s `customerSignature`, is printed on the garment ticket, exported with the customer’s data and erased with their account (docs/counter.md#signature). The atelier of the order may take it too, when it receives the store’s drop-off and the customer signs there (docs/atelier.md#signature); another atelier gets 404.',
  tags: ['Orders'],
  auth: BENCH,
  pathParams: orderId,
  body: { schema: SignatureBodySchema },
  responses: { 200: { description: 'The order, signed.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'payload_too_large', 'not_found', 'conflict', 'unauthorized', 'forbidden'],
});
