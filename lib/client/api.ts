import { SESSION_COOKIE } from '@/lib/auth/policy';
import type { AddItemsBody, CartCustomerBody, CreateCartBody, UpdateCartBody } from '@/lib/schemas/cart';
import type { QuoteBodyInput } from '@/lib/schemas/orders';
import { etagOf } from '@/lib/orders/etag';
import type { ProviderUploadsBody } from '@/lib/schemas/atelier';
import type { OrderCommentBody } from '@/lib/schemas/orders';
import { apiFetch, type RequestOptions } from './fetcher';
import { ApiProblem } from './problem';

/**
 * The JSON API as the browser calls it (same origin, the visitor's cookies): one entry per
 * endpoint, each answer parsed with the contract's schema (loaded with the first call: see
 * `loadResponseSchemas`). Server code calls the domain functions in lib/ instead.
 */

const cartPath = (id: string) => `/api/sip/shopping-cart/${encodeURIComponent(id)}`;
const orderPath = (id: string) => `/api/sip/orders/${encodeURIComponent(id)}`;
const ifMatch = (version?: number): Record<string, string> => (version === undefined ? {} : { 'if-match': etagOf(version) });

export type ServicesParams = {
  /** One sub-category id, or several joined by commas. */
  subCategoryId: string;
  zip?: string;
  country?: string;
  currency?: string;
  /** Staff: only these ateliers, at this booking type's prices. */
  providerIds?: string[];
  bookingType?: string;
};

function servicesSearch(p: ServicesParams): URLSearchParams {
  const q = new URLSearchParams({ subClothesCategoryIds: p.subCategoryId });
  if (p.zip && p.country) q.set('zipCode', p.zip);
  if (p.country) q.set('country', p.country);
  if (p.currency) q.set('currency', p.currency);
  if (p.providerIds) q.set('providerIds', p.providerIds.join(','));
  if (p.bookingType) q.set('bookingType', p.bookingType);
  return q;
}

/** The signed-in account, or null; a page without the session hint cookie is a visitor's and asks nothing. */
async function currentAccount(signal?: AbortSignal) {
  const hint = SESSION_COOKIE.hintName;
  if (typeof document !== 'undefined' && !document.cookie.split('; ').some((c) => c.startsWith(`${hint}=`))) return null;
  try {
    return (await apiFetch('/api/sip/auth/me', (s) => s.AccountMeResponseSchema, { signal })).account;
  } catch (e) {
    if (!(e instanceof ApiProblem && e.status === 401)) throw e;
    if (typeof document !== 'undefined') document.cookie = `${hint}=; Path=/; Max-Age=0; SameSite=Lax`; // the session ended on the server
    return null;
  }
}

export const browserApi = {
  catalogue: {
    services: (p: ServicesParams, signal?: AbortSignal) => apiFetch(`/v1/services?${servicesSearch(p)}`, (s) => s.ServicesResponseSchema, { signal }),
  },
  carts: {
    get: (id: string, signal?: AbortSignal) => apiFetch(cartPath(id), (s) => s.CartSchema, { signal }),
    create: (body: Partial<CreateCartBody>) => apiFetch('/api/sip/shopping-cart', (s) => s.CartSchema, { method: 'POST', body }),
    update: (id: string, body: UpdateCartBody) => apiFetch(cartPath(id), (s) => s.CartSchema, { method: 'PATCH', body }),
    addItems: (id: string, body: AddItemsBody, idempotencyKey: string) =>
      apiFetch(`${cartPath(id)}/items`, (s) => s.CartSchema, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } }),
    /** An item's optional video of the damage, as the body itself (docs/videos.md). */
    putVideo: (id: string, itemId: string, file: Blob) =>
      apiFetch(`${cartPath(id)}/items/${encodeURIComponent(itemId)}/video`, (s) => s.CartSchema, { method: 'PUT' as RequestOptions['method'], raw: file }),
    removeItem: (id: string, itemId: string) => apiFetch(`${cartPath(id)}/items/${encodeURIComponent(itemId)}`, (s) => s.CartSchema, { method: 'DELETE' }),
    /** A warranty repair's reason and the brand's order reference (docs/counter.md#web-warranty). */
    setWarranty: (id: string, body: { reason: string; details: string; reference: string }) =>
      apiFetch(`${cartPath(id)}/warranty`, (s) => s.CartSchema, { method: 'PUT' as RequestOptions['method'], body }),
    /** The receipt's photo or PDF, as the body itself (docs/counter.md#web-warranty). */
    putReceipt: (id: string, file: Blob) => apiFetch(`${cartPath(id)}/receipt`, (s) => s.CartSchema, { method: 'PUT' as RequestOptions['method'], raw: file }),
    setCustomer: (id: string, body: CartCustomerBody) => apiFetch(`${cartPath(id)}/customer`, (s) => s.CartSchema, { method: 'POST', body }),
    logisticOptions: (id: string, signal?: AbortSignal) => apiFetch(`${cartPath(id)}/logistic-options`, (s) => s.LogisticOptionsResponseSchema, { signal }),
    /** `declared`: the item's declared value and whether to insure it (docs/insurance.md), for a postal or pick-up option. */
    setLogisticOption: (id: string, logisticOption: string, slot?: { start: string; end: string }, declared?: { estimatedItemPrice: number; insurance: boolean } | null) =>
      apiFetch(`${cartPath(id)}/logistic-option`, (s) => s.CartSchema, { method: 'POST', body: { logisticOption, ...(slot ? { slot } : {}), ...(declared ?? {}) } }),
  },
  auth: {
    me: currentAccount,
    login: (email: string, password: string) => apiFetch('/api/sip/auth/login', (s) => s.AuthResponseSchema, { method: 'POST', body: { email, password } }),
    signup: (body: { email: string; password: string; givenName: string; familyName: string; cartId?: string }) =>
      apiFetch('/api/sip/auth/signup', (s) => s.SignupAcceptedSchema, { method: 'POST', body }),
    /** The e-mailed link's token: the account, and its session (docs/decisions.md#signup-confirmation). */
    confirmSignup: (token: string) => apiFetch('/api/sip/auth/signup/confirm', (s) => s.AuthResponseSchema, { method: 'POST', body: { token } }),
    logout: () => apiFetch('/api/sip/auth/logout', (s) => s.Any, { method: 'POST', body: {} }),
  },
  orders: {
    place: (body: Record<string, unknown>, idempotencyKey: string) =>
      apiFetch('/api/sip/orders', (s) => s.OrderViewSchema, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } }),
    get: (id: string, signal?: AbortSignal) => apiFetch(orderPath(id), (s) => s.OrderViewSchema, { signal }),
    /** The whole Order shape (the atelier's order page reads it as the contract gives it). */
    read: (id: string, signal?: AbortSignal) => apiFetch(orderPath(id), (s) => s.OrderSchema, { signal }),
    /** A message on the order's thread, a customer's request, or an answer to one (docs/atelier.md#messages). No If-Match: a message moves nothing. */
    comment: (id: string, body: OrderCommentBody) => apiFetch(`${orderPath(id)}/comments`, (s) => s.OrderSchema, { method: 'POST', body }),
    /** Bench photos already uploaded (POST /api/sip/photos without a cart), attached with what they show (docs/atelier.md#photos). */
    addProviderUploads: (id: string, body: ProviderUploadsBody, version?: number) =>
      apiFetch(`${orderPath(id)}/provider-uploads`, (s) => s.OrderSchema, { method: 'POST', body, headers: ifMatch(version) }),
    listMine: (signal?: AbortSignal) => apiFetch('/api/sip/orders', (s) => s.OrderSummaryListSchema, { signal }),
    /**
     * The order's state changes. `version` (the order as the page shows it) goes out as If-Match: a
     * colleague's change in between makes it 412 stale_order with the fresh order (docs/decisions.md#order-concurrency).
     */
    transition: (id: string, to: string, note?: string, version?: number) =>
      apiFetch(`${orderPath(id)}/transitions`, (s) => s.OrderSchema, { method: 'POST', body: { to, ...(note ? { note } : {}) }, headers: ifMatch(version) }),
    proposeQuote: (id: string, body: QuoteBodyInput, version?: number) =>
      apiFetch(`${orderPath(id)}/quotes`, (s) => s.OrderSchema, { method: 'POST', body, headers: ifMatch(version) }),
    /** The customer's answer to the pending quote; staff send `channel` (and a note): on the customer's behalf. */
    answerQuote: (id: string, body: { answer: 'accepted' | 'declined'; note?: string; channel?: string }, version?: number) =>
      apiFetch(`${orderPath(id)}/quote-answer`, (s) => s.OrderSchema, { method: 'POST', body, headers: ifMatch(version) }),
    addNote: (id: string, body: string) => apiFetch(`${orderPath(id)}/notes`, (s) => s.OrderNoteSchema, { method: 'POST', body: { body } }),
    /** PUT archives, DELETE unarchives (the shared fetcher's method list has no PUT; fetch itself takes any). */
    setArchived: (id: string, archived: boolean, version?: number) =>
      apiFetch(`${orderPath(id)}/archive`, (s) => s.OrderSchema, { method: (archived ? 'PUT' : 'DELETE') as RequestOptions['method'], headers: ifMatch(version) }),
    /** The customer's signature at intake, a PNG data URL from the counter's pad (docs/counter.md#signature). */
    sign: (id: string, image: string, version?: number) =>
      apiFetch(`${orderPath(id)}/signature`, (s) => s.OrderSchema, { method: 'PUT' as RequestOptions['method'], body: { image }, headers: ifMatch(version) }),
    /** The photo or PDF of a warranty booking's receipt, as the body itself (docs/counter.md#warranty-proof). */
    attachReceipt: (id: string, file: Blob, version?: number) =>
      apiFetch(`${orderPath(id)}/receipt`, (s) => s.OrderSchema, { method: 'PUT' as RequestOptions['method'], raw: file, headers: ifMatch(version) }),
    /** Staff accept or reject a warranty claim; a rejection becomes a quote the customer answers (docs/counter.md#warranty-claim). */
    decideWarrantyClaim: (id: string, body: { decision: 'accepted' | 'rejected'; note: string }, version?: number) =>
      apiFetch(`${orderPath(id)}/warranty-claim`, (s) => s.OrderSchema, { method: 'POST', body, headers: ifMatch(version) }),
    /** Staff correct the customer's contact details (docs/counter.md#contact-edits); If-Match like every change. */
    editContact: (id: string, body: Record<string, unknown>, version?: number) =>
      apiFetch(`${orderPath(id)}/customer`, (s) => s.OrderSchema, { method: 'PATCH', body, headers: ifMatch(version) }),
    payments: (id: string, signal?: AbortSignal) => apiFetch(`${orderPath(id)}/payments`, (s) => s.PaymentsSummarySchema, { signal }),
    recordPayment: (id: string, body: { amount: number; currency: string; method: string; note?: string }, version?: number) =>
      apiFetch(`${orderPath(id)}/payments`, (s) => s.PaymentsSummarySchema, { method: 'POST', body, headers: ifMatch(version) }),
    /** A refund to the card an online payment came from, queued and sent to Stripe (docs/payments.md#staff-refunds). */
    refundOnline: (id: string, body: { amount: number; note: string; requestKey: string }) =>
      apiFetch(`${orderPath(id)}/online-refunds`, (s) => s.OnlineRefundSchema, { method: 'POST', body }),
  },
  admin: {
    orders: (search: URLSearchParams, signal?: AbortSignal) => apiFetch(`/api/sip/admin/orders?${search}`, (s) => s.AdminOrderPageSchema, { signal }),
    order: (id: string, signal?: AbortSignal) => apiFetch(`/api/sip/admin/orders/${encodeURIComponent(id)}`, (s) => s.AdminOrderDetailSchema, { signal }),
    bulk: (body: { ids: string[]; action: 'transition' | 'archive' | 'unarchive'; to?: string; note?: string; versions?: Record<string, number> }) =>
      apiFetch('/api/sip/admin/orders/bulk', (s) => s.BulkOrdersResultSchema, { method: 'POST', body }),
    weeklySummary: (body: { subscribed: boolean; locale: string }) =>
      apiFetch('/api/sip/admin/dashboard/weekly-summary', (s) => s.WeeklySummarySchema, { method: 'PUT', body }),
  },
};
