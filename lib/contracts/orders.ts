import { OrderCreateBodySchema, OrderListQuerySchema, OrderListSchema, OrderSchema, QuoteBodySchema, SignatureBodySchema, TransitionBodySchema } from '@/lib/schemas/orders';
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

export const signOrder = contract({
  method: 'put',
  path: '/api/sip/orders/{id}/signature',
  operationId: 'signOrder',
  summary: 'Record the customer’s signature at intake (staff at the counter)',
  description:
    'The customer signs on the counter’s tablet to acknowledge the garment’s condition and the terms. Only an order handed over in a store (`store_drop_off`) is signed, once (409 after). The PNG is flattened on white and stored like a photo; it comes back as the order’s `customerSignature`, is printed on the garment ticket, exported with the customer’s data and erased with their account (docs/counter.md#signature).',
  tags: ['Orders'],
  auth: STAFF,
  pathParams: orderId,
  body: { schema: SignatureBodySchema },
  responses: { 200: { description: 'The order, signed.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'payload_too_large', 'not_found', 'conflict', 'unauthorized', 'forbidden'],
});
