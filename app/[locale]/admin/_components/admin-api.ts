import { apiFetch, type RequestOptions } from '@/lib/client/fetcher';
import { AdminOrderDetailSchema, AdminOrderPageSchema, OrderNoteSchema } from '@/lib/schemas/admin';
import { OrderSchema } from '@/lib/schemas/orders';

// Client calls of the staff APIs, each answer parsed with the contract's schema.

const orderPath = (id: string) => `/api/sip/orders/${encodeURIComponent(id)}`;

export const getAdminOrders = (search: URLSearchParams, signal?: AbortSignal) => apiFetch(`/api/sip/admin/orders?${search}`, AdminOrderPageSchema, { signal });
export const getAdminOrder = (id: string, signal?: AbortSignal) => apiFetch(`/api/sip/admin/orders/${encodeURIComponent(id)}`, AdminOrderDetailSchema, { signal });
export const moveOrder = (id: string, to: string, note: string) => apiFetch(`${orderPath(id)}/transitions`, OrderSchema, { method: 'POST', body: { to, note } });
export const proposeQuote = (id: string, body: { items: { itemId: string; subServices: { subServiceId: string; quantity: number }[] }[]; note: string }) =>
  apiFetch(`${orderPath(id)}/quotes`, OrderSchema, { method: 'POST', body });
export const addNote = (id: string, body: string) => apiFetch(`${orderPath(id)}/notes`, OrderNoteSchema, { method: 'POST', body: { body } });

/** PUT archives, DELETE unarchives (the shared fetcher's method list has no PUT; fetch itself takes any). */
export const setArchived = (id: string, archived: boolean) =>
  apiFetch(`${orderPath(id)}/archive`, OrderSchema, { method: (archived ? 'PUT' : 'DELETE') as RequestOptions['method'] });
