import * as z from 'zod';
import {
  AdminOrderDetailSchema,
  AdminOrderListQuerySchema,
  AdminOrderPageSchema,
  NoteBodySchema,
  OrderExportQuerySchema,
  OrderNoteSchema,
  OrderNotesSchema,
} from '@/lib/schemas/admin';
import { LocaleSchema } from '@/lib/schemas/common';
import { OrderSchema } from '@/lib/schemas/orders';
import { STAFF, contract, orderId, type Contract } from './contract';

const staffOnly = 'Staff of the order’s store and admins; customers and visitors get 401/403, another store’s order 404.';
/** What every staff operation on one order shares: who may, the order id, the refusals. */
const onOrder = { description: staffOnly, pathParams: orderId, errors: ['unauthorized', 'forbidden', 'not_found'] } satisfies Partial<Contract>;

export const listAdminOrders = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/admin/orders',
  operationId: 'listAdminOrders',
  summary: 'The staff orders table (staff: their store; admin: all)',
  description:
    'The filters of GET /api/sip/orders plus `sort` (`desc` newest first, `asc` oldest first). Keyset pages both ways: pass `nextCursor` or `prevCursor` as `cursor`. Rows are lean and already in the language of Accept-Language.',
  query: AdminOrderListQuerySchema,
  responses: { 200: { description: 'A page of orders.', schema: AdminOrderPageSchema } },
  errors: ['unauthorized', 'forbidden', 'validation_failed'],
});

export const getAdminOrder = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/admin/orders/{id}',
  operationId: 'getAdminOrder',
  summary: 'An order with its internal notes and the staff named in it',
  ...onOrder,
  responses: { 200: { description: 'The order (create-response shape), notes, people by account id.', schema: AdminOrderDetailSchema } },
});

export const exportOrders = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/orders/export',
  operationId: 'exportOrders',
  summary: 'CSV export of every order matching the filters (staff: their store; admin: all)',
  description:
    'Streamed in keyset batches of 500. UTF-8 with a BOM (Excel), CRLF lines, RFC 4180 quoting; text starting with = + - @ is prefixed with an apostrophe. Column titles in `lang` (else Accept-Language).',
  query: OrderExportQuerySchema.extend({ lang: LocaleSchema.optional().meta({ description: 'Language of the column titles and labels.' }) }),
  responses: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment).',
      contentType: 'text/csv',
      schema: z.string(),
      headers: { 'Content-Disposition': 'attachment; filename="reprise-orders-….csv"' },
    },
  },
  errors: ['unauthorized', 'forbidden', 'validation_failed'],
});

export const listOrderNotes = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'get',
  path: '/api/sip/orders/{id}/notes',
  operationId: 'listOrderNotes',
  summary: 'Internal notes of an order (staff only, never shown to customers)',
  ...onOrder,
  responses: { 200: { description: 'Oldest first.', schema: OrderNotesSchema } },
});

export const addOrderNote = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'post',
  path: '/api/sip/orders/{id}/notes',
  operationId: 'addOrderNote',
  summary: 'Add an internal note',
  ...onOrder,
  body: { schema: NoteBodySchema },
  responses: { 201: { description: 'The note.', schema: OrderNoteSchema } },
  errors: ['invalid_json', 'validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const archiveOrder = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'put',
  path: '/api/sip/orders/{id}/archive',
  operationId: 'archiveOrder',
  summary: 'Archive an order (the staff flag isArchived; idempotent)',
  ...onOrder,
  responses: { 200: { description: 'The order.', schema: OrderSchema } },
});

export const unarchiveOrder = contract({
  tags: ['Admin'],
  auth: STAFF,
  method: 'delete',
  path: '/api/sip/orders/{id}/archive',
  operationId: 'unarchiveOrder',
  summary: 'Unarchive an order (idempotent)',
  ...onOrder,
  responses: { 200: { description: 'The order.', schema: OrderSchema } },
});
