import type { AddItemsBody, CartCustomerBody, CreateCartBody, UpdateCartBody } from '@/lib/schemas/cart';
import { SESSION_COOKIE } from '@/lib/auth/policy';
import { apiFetch } from './fetcher';
import { ApiProblem } from './problem';

// Client-side calls of the JSON API, each answer parsed with the contract's schema (loaded
// with the first call: see loadResponseSchemas).

const cartPath = (id: string) => `/api/sip/shopping-cart/${encodeURIComponent(id)}`;

export const getCart = (id: string, signal?: AbortSignal) => apiFetch(cartPath(id), (s) => s.CartSchema, { signal });
export const createCart = (body: Partial<CreateCartBody>) => apiFetch('/api/sip/shopping-cart', (s) => s.CartSchema, { method: 'POST', body });
export const updateCart = (id: string, body: UpdateCartBody) => apiFetch(cartPath(id), (s) => s.CartSchema, { method: 'PATCH', body });
export const addCartItems = (id: string, body: AddItemsBody, idempotencyKey: string) =>
  apiFetch(`${cartPath(id)}/items`, (s) => s.CartSchema, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
export const removeCartItem = (id: string, itemId: string) =>
  apiFetch(`${cartPath(id)}/items/${encodeURIComponent(itemId)}`, (s) => s.CartSchema, { method: 'DELETE' });
export const setCartCustomer = (id: string, body: CartCustomerBody) => apiFetch(`${cartPath(id)}/customer`, (s) => s.CartSchema, { method: 'POST', body });
export const getLogisticOptions = (id: string, signal?: AbortSignal) =>
  apiFetch(`${cartPath(id)}/logistic-options`, (s) => s.LogisticOptionsResponseSchema, { signal });
export const setLogisticOption = (id: string, logisticOption: string) =>
  apiFetch(`${cartPath(id)}/logistic-option`, (s) => s.CartSchema, { method: 'POST', body: { logisticOption } });

export type ServicesParams = { subCategoryId: string; zip?: string; country?: string; currency?: string };
export function getServices(p: ServicesParams, signal?: AbortSignal) {
  const q = new URLSearchParams({ subClothesCategoryIds: p.subCategoryId });
  if (p.zip && p.country) q.set('zipCode', p.zip);
  if (p.country) q.set('country', p.country);
  if (p.currency) q.set('currency', p.currency);
  return apiFetch(`/v1/services?${q}`, (s) => s.ServicesResponseSchema, { signal });
}

/** The signed-in account, or null; a page without the session hint cookie is a visitor's and asks nothing. */
export async function getMe(signal?: AbortSignal) {
  const hint = SESSION_COOKIE.hintName;
  if (typeof document !== 'undefined' && !document.cookie.split('; ').some((c) => c.startsWith(`${hint}=`))) return null;
  try {
    return (await apiFetch('/api/sip/auth/me', (s) => s.MeResponseSchema, { signal })).account;
  } catch (e) {
    if (!(e instanceof ApiProblem && e.status === 401)) throw e;
    if (typeof document !== 'undefined') document.cookie = `${hint}=; Path=/; Max-Age=0; SameSite=Lax`; // the session ended on the server
    return null;
  }
}
export const login = (email: string, password: string) =>
  apiFetch('/api/sip/auth/login', (s) => s.AuthResponseSchema, { method: 'POST', body: { email, password } });
export const signup = (body: { email: string; password: string; givenName: string; familyName: string }) =>
  apiFetch('/api/sip/auth/signup', (s) => s.AuthResponseSchema, { method: 'POST', body });
export const logout = () => apiFetch('/api/sip/auth/logout', (s) => s.Any, { method: 'POST', body: {} });

export const placeOrder = (body: Record<string, unknown>, idempotencyKey: string) =>
  apiFetch('/api/sip/orders', (s) => s.OrderViewSchema, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
export const getOrder = (id: string, signal?: AbortSignal) => apiFetch(`/api/sip/orders/${encodeURIComponent(id)}`, (s) => s.OrderViewSchema, { signal });
export const listMyOrders = (signal?: AbortSignal) => apiFetch('/api/sip/orders', (s) => s.OrderListSchema, { signal });
export const transitionOrder = (id: string, to: string, note?: string) =>
  apiFetch(`/api/sip/orders/${encodeURIComponent(id)}/transitions`, (s) => s.OrderViewSchema, { method: 'POST', body: { to, ...(note ? { note } : {}) } });
