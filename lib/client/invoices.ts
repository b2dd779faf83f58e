import * as z from 'zod';
import { ClaimReportSchema, InvoiceViewSchema, type ClaimStatus } from '@/lib/schemas/invoices';
import { apiFetch } from './fetcher';
import { ApiProblem } from './problem';

const orderPath = (id: string) => `/api/sip/orders/${encodeURIComponent(id)}`;

/** The PDF of the order's invoice in force, or of one invoice or credit note by number. */
export const invoicePdfUrl = (orderId: string, number?: string) => `${orderPath(orderId)}/invoice.pdf${number ? `?number=${encodeURIComponent(number)}` : ''}`;

/** The order's invoices, or [] when it has none yet (404 no_invoice). */
export async function orderInvoices(orderId: string, signal?: AbortSignal) {
  try {
    return await apiFetch(`${orderPath(orderId)}/invoices`, z.array(InvoiceViewSchema), { signal });
  } catch (e) {
    if (e instanceof ApiProblem && e.status === 404) return [];
    throw e;
  }
}

export const claimQuery = (provider: string, month: string) => new URLSearchParams({ provider, month }).toString();

export const claimsApi = {
  report: (provider: string, month: string, signal?: AbortSignal) => apiFetch(`/api/sip/claims?${claimQuery(provider, month)}`, ClaimReportSchema, { signal }),
  setStatus: (body: { provider: string; month: string; ids: string[]; status: ClaimStatus; note: string }) =>
    apiFetch('/api/sip/claims', ClaimReportSchema.extend({ updated: z.number() }), { method: 'PATCH', body }),
  csvUrl: (provider: string, month: string) => `/api/sip/claims/export.csv?${claimQuery(provider, month)}`,
  zipUrl: (provider: string, month: string) => `/api/sip/claims/invoices.zip?${claimQuery(provider, month)}`,
};
