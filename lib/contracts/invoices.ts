import * as z from 'zod';
import { ClaimQuerySchema, ClaimReportSchema, ClaimStatusBodySchema, InvoicePdfQuerySchema, InvoiceReissueBodySchema, InvoiceViewSchema } from '@/lib/schemas/invoices';
import { STAFF, contract, orderId } from './contract';

const seeOrder = 'Whoever may see the order: its customer (a guest order: whoever holds its id), staff of its store, admins; another’s order → 404. No invoice yet (not completed, or a warranty order where the store issues none) → 404 `no_invoice`.';
const claimsWho = 'Admins (every atelier) and staff of a store the atelier serves (their store’s invoices only); customers → 403; an atelier the caller may not see → 404; `month` not YYYY-MM → 422. Months are calendar months in Paris.';

export const listOrderInvoices = contract({
  method: 'get',
  path: '/api/sip/orders/{id}/invoices',
  operationId: 'listOrderInvoices',
  summary: 'The order’s invoices and credit notes, oldest first',
  description: seeOrder,
  tags: ['Invoices'],
  auth: 'optional',
  pathParams: orderId,
  responses: { 200: { description: 'Invoices and credit notes.', schema: z.array(InvoiceViewSchema) } },
  errors: ['not_found', 'no_invoice'],
});

export const reissueOrderInvoice = contract({
  method: 'post',
  path: '/api/sip/orders/{id}/invoices',
  operationId: 'reissueOrderInvoice',
  summary: 'Re-check the invoice in force against the order (staff)',
  description: 'If the order now says something else (a payment recorded or corrected), a credit note cancels the invoice in force and a new invoice is issued; issued documents never change. Nothing changed → nothing issued.',
  tags: ['Invoices'],
  auth: STAFF,
  pathParams: orderId,
  body: { schema: InvoiceReissueBodySchema },
  responses: { 200: { description: 'The order’s invoices after the check.', schema: z.array(InvoiceViewSchema) } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'no_invoice', 'validation_failed'],
});

export const getOrderInvoicePdf = contract({
  method: 'get',
  path: '/api/sip/orders/{id}/invoice.pdf',
  operationId: 'getOrderInvoicePdf',
  summary: 'The invoice in force as a PDF (or the invoice or credit note named by `number`)',
  description: seeOrder,
  tags: ['Invoices'],
  auth: 'optional',
  pathParams: orderId,
  query: InvoicePdfQuerySchema,
  responses: { 200: { description: 'application/pdf, in the order’s language.', contentType: 'application/pdf', schema: z.string() } },
  errors: ['not_found', 'no_invoice', 'validation_failed'],
});

export const getClaimFile = contract({
  method: 'get',
  path: '/api/sip/claims',
  operationId: 'getClaimFile',
  summary: 'An atelier’s Bonus Réparation claim file for a month',
  description: claimsWho,
  tags: ['Invoices'],
  auth: STAFF,
  query: ClaimQuerySchema,
  responses: { 200: { description: 'Lines, totals and consistency warnings.', schema: ClaimReportSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const changeClaimStatuses = contract({
  method: 'patch',
  path: '/api/sip/claims',
  operationId: 'changeClaimStatuses',
  summary: 'Set the claim status (and note) of chosen lines',
  description: `${claimsWho} Lines outside the month or the caller’s scope are left alone; \`updated\` counts the others.`,
  tags: ['Invoices'],
  auth: STAFF,
  body: { schema: ClaimStatusBodySchema },
  responses: { 200: { description: 'The claim file after the change, with `updated`.', schema: ClaimReportSchema.extend({ updated: z.number() }) } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const exportClaimFile = contract({
  method: 'get',
  path: '/api/sip/claims/export.csv',
  operationId: 'exportClaimFile',
  summary: 'The claim file as CSV',
  description: `${claimsWho} UTF-8 with a BOM, CRLF, RFC 4180; columns in docs/bonus-reparation-claims.md.`,
  tags: ['Invoices'],
  auth: STAFF,
  query: ClaimQuerySchema,
  responses: { 200: { description: 'The CSV file (attachment).', contentType: 'text/csv', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});

export const exportClaimInvoices = contract({
  method: 'get',
  path: '/api/sip/claims/invoices.zip',
  operationId: 'exportClaimInvoices',
  summary: 'The month’s invoices and credit notes of the atelier, as PDFs in one ZIP',
  description: claimsWho,
  tags: ['Invoices'],
  auth: STAFF,
  query: ClaimQuerySchema,
  responses: { 200: { description: 'The ZIP file (attachment).', contentType: 'application/zip', schema: z.string() } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'validation_failed'],
});
