import * as z from 'zod';
import type { ErrorCode } from '@/lib/http/errors';
import { OrderSchema, QuoteAnswerBodySchema } from '@/lib/schemas/orders';
import { contract, orderId, type Contract } from './contract';

// The order's life after booking: quote answers, versions and If-Match (docs/decisions.md#order-concurrency, #quote-consent).

const order = { description: 'The order after the answer.', schema: OrderSchema, headers: { ETag: 'The order’s version, `"7"`: send it back as If-Match.' } };
const IF_MATCH = {
  name: 'If-Match',
  description:
    'The order’s ETag (its `version`) as the caller last read it. If the order changed since → 412 `stale_order`, nothing written, with the current order in the problem’s `order` member (and `currentVersion`, and the current `ETag`). `*` matches any version; without the header nothing is checked.',
};
const ANSWER_DESCRIPTION =
  'While a quote is pending only the customer answers it (the owning account, whoever holds a guest order’s id, or the tracking link). Accepted → in_repair: the quote’s basket (total, VAT, Bonus Réparation, commissions by the store’s contract) becomes the order’s, its services the items’. Declined → the way back (returning, or ready_for_collection for an in-store drop-off), with what is owed priced as a `declined` basket. Staff may answer only on the customer’s behalf: `channel` (in_store, phone, email) and `note` are then required and recorded in the history (`onBehalf`).';

export const answerQuote = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/quote-answer',
  operationId: 'answerQuote',
  summary: 'Answer the pending quote (the customer, or staff on the customer’s behalf)',
  description: ANSWER_DESCRIPTION,
  tags: ['Orders'],
  auth: 'optional',
  pathParams: orderId,
  headers: [IF_MATCH],
  body: { schema: QuoteAnswerBodySchema },
  responses: { 200: order },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'invalid_transition', 'stale_order', 'session_expired'],
});

export const answerTrackedQuote = contract({
  method: 'post',
  path: '/api/sip/track/{token}/quote-answer',
  operationId: 'answerTrackedQuote',
  summary: 'Answer the pending quote through the tracking link',
  description: `${ANSWER_DESCRIPTION} The link speaks for the customer only: no \`channel\`.`,
  tags: ['Orders'],
  auth: 'public',
  pathParams: z.object({ token: z.string().meta({ description: 'The tracking link’s token.' }) }),
  headers: [IF_MATCH],
  body: { schema: QuoteAnswerBodySchema },
  responses: { 200: order },
  errors: ['invalid_json', 'validation_failed', 'not_found', 'invalid_transition', 'stale_order', 'rate_limited'],
});

/** The operations that change an order: If-Match in, 412 out. */
const CONDITIONAL = new Set(['transitionOrder', 'proposeQuote', 'archiveOrder', 'unarchiveOrder', 'addOrderNote', 'transitionTrackedOrder', 'recordOrderPayment', 'editOrderContact', 'addProviderUploads', 'signOrder', 'attachWarrantyReceipt', 'decideWarrantyClaim']);
/** Every operation that answers an order: its ETag. */
const ANSWERS_ORDER = new Set([...CONDITIONAL, 'createOrder', 'getOrder', 'getTrackedOrder']);

/**
 * Adds what docs/decisions.md#order-concurrency and #strict-credentials say to operations defined
 * elsewhere: If-Match and 412 on the order's changes, ETag on its answers, 401 session_expired
 * wherever credentials are read.
 */
export function withOrderLife(contracts: Contract[]): Contract[] {
  return contracts.map((op) => {
    const errors: ErrorCode[] = [...op.errors];
    if (CONDITIONAL.has(op.operationId)) errors.push('stale_order');
    if (op.auth !== 'public') errors.push('session_expired');
    const responses = Object.fromEntries(
      Object.entries(op.responses).map(([status, r]) => [status, ANSWERS_ORDER.has(op.operationId) && Number(status) < 300 ? { ...r, headers: { ...r.headers, ETag: order.headers.ETag } } : r]),
    );
    return { ...op, errors: [...new Set(errors)], responses, headers: CONDITIONAL.has(op.operationId) ? [...(op.headers ?? []), IF_MATCH] : op.headers };
  });
}
