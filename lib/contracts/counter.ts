import { DayReportQuerySchema, DayReportSchema } from '@/lib/schemas/day-report';
import { BulkOrdersBodySchema, BulkOrdersResultSchema } from '@/lib/schemas/bulk';
import * as z from 'zod';
import { LocaleSchema } from '@/lib/schemas/common';
import { ContactEditBodySchema } from '@/lib/schemas/contact';
import { OrderSchema } from '@/lib/schemas/orders';
import { STAFF, contract, orderId } from './contract';

/** The store counter's operations (issue 20, docs/counter.md). */
export const bulkOrders = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'post',
  path: '/api/sip/admin/orders/bulk',
  operationId: 'bulkOrders',
  summary: 'Move several orders one status, or (un)archive them, in one request',
  description:
    'Each order is handled as its single-order call would (POST …/transitions, PUT/DELETE …/archive): its own transaction, the status machine, the caller’s store. Always 200 with one outcome per id, in the order sent: `ok` with the status now, or the refusal as problem members (e.g. `invalid_transition`, `not_found`).',
  body: { schema: BulkOrdersBodySchema },
  responses: { 200: { description: 'One outcome per order.', schema: BulkOrdersResultSchema } },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden'],
});

export const editOrderContact = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'patch',
  path: '/api/sip/orders/{id}/customer',
  operationId: 'editOrderContact',
  summary: 'Correct the customer’s contact details on an order (staff)',
  description:
    'Name, title, e-mail and phone; the address only when the order has one (else 422 naming `address`). Validated by the cart customer’s schema; the fields sent replace the order’s. Each correction is kept with who, when, and each field’s old and new value (the staff order detail’s `contactChanges`, never shown to the customer); the customer’s views show the new details. Staff of the order’s store and admins; another store’s order 404. Nothing changed → no new version.',
  pathParams: orderId,
  body: { schema: ContactEditBodySchema },
  responses: { 200: { description: 'The order with the new details.', schema: OrderSchema } },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const orderTicket = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/admin/orders/{id}/ticket',
  operationId: 'orderTicket',
  summary: 'The garment ticket (A6, for the customer) and one QR tag per garment, as a PDF',
  description:
    'Store, order number (text and Code 128), items, promised date, price and terms on an A6 page; then a 70 × 40 mm tag per garment whose QR code opens the staff order page. Staff of the order’s store and admins; another store’s order 404.',
  pathParams: orderId,
  query: z.object({ lang: LocaleSchema.optional().meta({ description: 'Language of the ticket (else Accept-Language).' }) }),
  responses: { 200: { description: 'The PDF (Content-Disposition: inline).', contentType: 'application/pdf', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const dayReport = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/admin/day-report',
  operationId: 'dayReport',
  summary: 'Closing the day: one store’s payments and refunds by method, orders booked and moved, on one day',
  description:
    'The day is a calendar day in the store’s time zone (23 or 25 hours on a clock change). Payments and refunds are those recorded on the store’s orders that day (refunds are the negative payments, shown as positive amounts); `net` is their difference per currency. `booked` counts the orders booked that day by source, `movements` the orders that reached each status (`completed`: collected). Staff: their store only (another store 404); admins: any store. `format=csv` answers the same figures as a CSV file (docs/counter.md#closing-the-day). Reprise is not a certified till (NF525).',
  query: DayReportQuerySchema,
  responses: {
    200: {
      description: 'The report (or, with `format=csv`, the CSV file: Content-Disposition attachment).',
      schema: DayReportSchema,
    },
  },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});
