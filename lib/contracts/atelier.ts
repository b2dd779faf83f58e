import * as z from 'zod';
import {
  AtelierQueueQuerySchema, AtelierQueueSchema, PayeeCreateBodySchema, PayeeSchema, PayeesSchema, PayeeStatementSchema, PayoutStatementPaidBodySchema, PayoutStatementQuerySchema, PayoutStatementSchema, ProviderUploadsBodySchema,
  StorePayeesBodySchema,
} from '@/lib/schemas/atelier';
import { OrderCommentBodySchema, OrderSchema } from '@/lib/schemas/orders';
import { BACK_OFFICE, BENCH, contract, orderId } from './contract';

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

const statementDoc =
  'The atelier’s monthly payout statement (docs/atelier.md#payouts): every invoice and credit note of its orders issued in the month (a calendar month in Paris), a line per invoice with the atelier’s share by the commission contract (a credit note takes it back), totals per currency. The atelier reads its own; admins any; another atelier and staff → 404 (out of their reach); customers → 403.';
const atelierPath = z.object({ id: z.string().max(100).meta({ description: 'The atelier (provider) id.' }) });

export const getPayoutStatement = contract({
  method: 'get',
  path: '/api/sip/ateliers/{id}/statement',
  operationId: 'getPayoutStatement',
  summary: 'An atelier’s payout statement for a month (the atelier, admins)',
  description: statementDoc,
  tags: ['Ateliers'],
  auth: BENCH,
  pathParams: atelierPath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'The statement.', schema: PayoutStatementSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const exportPayoutStatement = contract({
  method: 'get',
  path: '/api/sip/ateliers/{id}/statement.csv',
  operationId: 'exportPayoutStatement',
  summary: 'The payout statement as CSV',
  description: `${statementDoc} UTF-8 with a BOM, CRLF, RFC 4180, amounts as decimals with a dot; the totals follow the lines, one row per currency.`,
  tags: ['Ateliers'],
  auth: BENCH,
  pathParams: atelierPath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'The CSV file (attachment).', contentType: 'text/csv', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const getPayoutStatementPdf = contract({
  method: 'get',
  path: '/api/sip/ateliers/{id}/statement.pdf',
  operationId: 'getPayoutStatementPdf',
  summary: 'The payout statement as a PDF',
  description: `${statementDoc} In the reader’s language (Accept-Language).`,
  tags: ['Ateliers'],
  auth: BENCH,
  pathParams: atelierPath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'application/pdf.', contentType: 'application/pdf', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const markPayoutStatementPaid = contract({
  method: 'post',
  path: '/api/sip/ateliers/{id}/statement/paid',
  operationId: 'markPayoutStatementPaid',
  summary: 'Mark an atelier’s statement paid (admins)',
  description:
    'Admins only (staff and ateliers → 404, customers → 403). Only a month that is over (409 `conflict` before), once (409 `conflict` again). Freezes the statement as paid: a credit note issued later lands in its own month. Written in the audit log (docs/atelier.md#payouts).',
  tags: ['Ateliers'],
  auth: BACK_OFFICE,
  pathParams: atelierPath,
  body: { schema: PayoutStatementPaidBodySchema },
  responses: { 200: { description: 'The statement, paid.', schema: PayoutStatementSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'conflict'],
});

export const getAtelierQueue = contract({
  method: 'get',
  path: '/api/sip/ateliers/{id}/queue',
  operationId: 'getAtelierQueue',
  summary: 'An atelier’s bench queue, a page at a time (the atelier, admins)',
  description:
    'What the bench’s page `/{locale}/atelier` shows, as JSON, from the same domain function (docs/atelier.md#queue-api): the orders of the atelier from every store, not archived, still at or coming to the bench (`booked` to `in_repair`), soonest due first, 40 a page, of one view (`view`: everything, late, due soon, or one lane), searched by number and name (`q`); each in its lane, flagged late, due soon or will miss its date, with the atelier’s next step. `counts` counts each view in the whole queue. `next` is the cursor of the following page (pass it as `after`): a keyset, so a page never repeats a card of the one before. The atelier reads its own; admins any; staff and another atelier → 404; customers → 403.',
  tags: ['Ateliers'],
  auth: BENCH,
  pathParams: atelierPath,
  query: AtelierQueueQuerySchema,
  responses: { 200: { description: 'A page of the queue and its counts.', schema: AtelierQueueSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

// --- Operators' and partners' statements (docs/atelier.md#payee-statements): the same engine, admins only ---

const payeesDoc =
  'The operator’s and the partner’s fees of each order’s commission split (`comissions.operator`, `comissions.partner`) are paid to the payee the store names for that role: an order’s fee goes to the payee named when it was booked, so naming another payee moves no past order (docs/atelier.md#payee-statements). Admins only (staff and ateliers → 404, customers → 403).';
const payeePath = z.object({ id: z.string().max(100).meta({ description: 'The payee id.' }) });
const payeeStatementDoc = `${payeesDoc} The monthly statement is the atelier’s (same months, lines, corrections and totals per currency), each line with the payee’s share.`;

export const listPayees = contract({
  method: 'get',
  path: '/api/sip/admin/payees',
  operationId: 'listPayees',
  summary: 'Operators and partners paid from the commission split, and each store’s (admin)',
  description: payeesDoc,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  responses: { 200: { description: 'The payees and, per store, the payee named now for each role.', schema: PayeesSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const createPayee = contract({
  method: 'post',
  path: '/api/sip/admin/payees',
  operationId: 'createPayee',
  summary: 'Create an operator or a partner payee (admin)',
  description: `${payeesDoc} A name is unique per role (422 on \`name\`). Written in the audit log.`,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  body: { schema: PayeeCreateBodySchema },
  responses: { 201: { description: 'The payee.', schema: PayeeSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed'],
});

export const setStorePayees = contract({
  method: 'put',
  path: '/api/sip/admin/stores/{id}/payees',
  operationId: 'setStorePayees',
  summary: 'Name a store’s operator and partner payees from now on (admin)',
  description: `${payeesDoc} Applies to orders booked from now on; a payee of another role or unknown → 422 on its field. Written in the audit log.`,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  pathParams: z.object({ id: z.string().max(100).meta({ description: 'The store id.' }) }),
  body: { schema: StorePayeesBodySchema },
  responses: { 200: { description: 'The payees and every store’s, as now named.', schema: PayeesSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed'],
});

export const getPayeeStatement = contract({
  method: 'get',
  path: '/api/sip/admin/payees/{id}/statement',
  operationId: 'getPayeeStatement',
  summary: 'An operator’s or partner’s payout statement for a month (admin)',
  description: payeeStatementDoc,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  pathParams: payeePath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'The statement.', schema: PayeeStatementSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const exportPayeeStatement = contract({
  method: 'get',
  path: '/api/sip/admin/payees/{id}/statement.csv',
  operationId: 'exportPayeeStatement',
  summary: 'An operator’s or partner’s payout statement as CSV (admin)',
  description: `${payeeStatementDoc} The atelier’s CSV, the share column named \`operator_share\` or \`partner_share\`.`,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  pathParams: payeePath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'The CSV file (attachment).', contentType: 'text/csv', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const getPayeeStatementPdf = contract({
  method: 'get',
  path: '/api/sip/admin/payees/{id}/statement.pdf',
  operationId: 'getPayeeStatementPdf',
  summary: 'An operator’s or partner’s payout statement as a PDF (admin)',
  description: `${payeeStatementDoc} In the reader’s language (Accept-Language).`,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  pathParams: payeePath,
  query: PayoutStatementQuerySchema,
  responses: { 200: { description: 'application/pdf.', contentType: 'application/pdf', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const markPayeeStatementPaid = contract({
  method: 'post',
  path: '/api/sip/admin/payees/{id}/statement/paid',
  operationId: 'markPayeeStatementPaid',
  summary: 'Mark an operator’s or partner’s statement paid (admin)',
  description: `${payeesDoc} As for an atelier’s: only a month that is over (409 \`conflict\` before), once (409 \`conflict\` again); frozen as paid and written in the audit log.`,
  tags: ['Back office'],
  auth: BACK_OFFICE,
  pathParams: payeePath,
  body: { schema: PayoutStatementPaidBodySchema },
  responses: { 200: { description: 'The statement, paid.', schema: PayeeStatementSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'conflict'],
});
