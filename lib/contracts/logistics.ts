import * as z from 'zod';
import { LabelQuerySchema, PaymentBodySchema, PaymentsSummarySchema } from '@/lib/schemas/logistics';
import { STAFF, contract, orderId } from './contract';

const payments = { description: 'The order’s payments, what was paid and what is due.', schema: PaymentsSummarySchema };

/** Shipping labels and payments (docs/decisions.md#shipping-labels, #payments). */
export const getShippingLabel = contract({
  method: 'get',
  path: '/api/sip/orders/{id}/label.pdf',
  operationId: 'getShippingLabel',
  summary: 'The printable shipping label of a postal order',
  description:
    'A6 (default) or A4 with the label in the top-left quarter, in the order’s language: sender (the customer), destination (the atelier), the order number as text, as a Code 128 barcode and as a QR code opening the staff order page. For the order holder, staff of its store and admins; an order with another option → 404 `no_label`.',
  tags: ['Orders'],
  auth: 'optional',
  pathParams: orderId,
  query: LabelQuerySchema,
  responses: { 200: { description: 'The label (PDF).', contentType: 'application/pdf', schema: z.string(), headers: { 'Content-Disposition': 'inline; filename="label-R-….pdf"' } } },
  errors: ['not_found', 'no_label', 'validation_failed'],
});

export const listOrderPayments = contract({
  method: 'get',
  path: '/api/sip/orders/{id}/payments',
  operationId: 'listOrderPayments',
  summary: 'Payments recorded on an order (staff, admin)', description: 'Every payment and refund recorded on the order (in store, online) with method, amount, who recorded it and when. Staff of the order’s store, admins, keys with the `payments` scope.',
  tags: ['Orders'],
  auth: STAFF,
  pathParams: orderId,
  responses: { 200: payments },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const recordOrderPayment = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/payments',
  operationId: 'recordOrderPayment',
  summary: 'Record a payment taken in store (staff, admin); a refund is a negative amount, up to what was paid',
  description:
    '`isPayed` becomes true once the payments cover the total, `hasPaymentConfirmation` once anything is held. A cancelled order takes refunds only (docs/decisions.md#refunds). Refused (422): a payment on a cancelled order, another currency than the order’s, a refund above what was paid, a payment above what is due.',
  tags: ['Orders'],
  auth: STAFF,
  pathParams: orderId,
  body: { schema: PaymentBodySchema },
  responses: { 201: payments },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden', 'not_found', 'payment_order_cancelled', 'payment_currency_mismatch', 'refund_exceeds_paid', 'payment_exceeds_due'],
});
