import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as invoicesRoute from '@/app/api/sip/orders/[id]/invoices/route';
import * as pdfRoute from '@/app/api/sip/orders/[id]/invoice.pdf/route';
import { bearer, readyCart, warrantyFor } from './booking';
import { call } from './http';

export const STAFF_ONLINE = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
export const STAFF_PARIS = ['staff.paris@reprise.demo', 'demo-staff-paris'] as const;
export const STAFF_LONDON = ['staff.london@reprise.demo', 'demo-staff-london'] as const;
export const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

/** An order placed through the API; `headers` book it (staff of a store: that store's order). */
export async function placeOrder(options: { identifier?: string; headers?: Record<string, string>; cartBody?: Record<string, unknown> } = {}): Promise<{ id: string; orderNumber: string; totalMinor: number }> {
  const headers = { 'accept-language': 'fr', ...options.headers };
  const { id } = await readyCart({ ...options, headers });
  const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, ...warrantyFor(options.cartBody) }, headers });
  if (placed.status !== 201) throw new Error(`order: ${placed.text}`);
  return { id: placed.json.id, orderNumber: placed.json.orderNumber, totalMinor: Math.round(placed.json.pricing.baskets[0].costToUser.total * 100) };
}

export const transition = (id: string, to: string, headers: Record<string, string>) =>
  call(transitionsRoute.POST, `/api/sip/orders/${id}/transitions`, { method: 'POST', body: { to }, params: { id }, headers });

/** Staff walk the order up to (not into) `completed`, back by the way its logistics take (docs/decisions.md#statuses). */
export async function walkToReady(id: string, staff: Record<string, string>): Promise<void> {
  let allowed: string[] = [];
  for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'way back']) {
    const step = to === 'way back' ? allowed.find((s) => s === 'returning' || s === 'ready_for_collection')! : to;
    const res = await transition(id, step, staff);
    if (res.status !== 200) throw new Error(`${step}: ${res.text}`);
    allowed = res.json.allowedTransitions;
  }
}

export async function completeOrder(id: string, staff: Record<string, string>) {
  await walkToReady(id, staff);
  const res = await transition(id, 'completed', staff);
  if (res.status !== 200) throw new Error(`completed: ${res.text}`);
}

/** Each order placed (service identifier, the customer's headers) and completed by its staff; their ids. */
export async function completedOrders(specs: readonly (readonly [string, Record<string, string>, Record<string, string>])[]): Promise<string[]> {
  const done: string[] = [];
  for (const [identifier, headers, staff] of specs) {
    const placed = await placeOrder({ identifier, headers });
    await completeOrder(placed.id, staff);
    done.push(placed.id);
  }
  return done;
}

export const getInvoices = (id: string, headers: Record<string, string> = {}) => call(invoicesRoute.GET, `/api/sip/orders/${id}/invoices`, { params: { id }, headers });

export const reissue = (id: string, headers: Record<string, string>, reason = 'payment_corrected') =>
  call(invoicesRoute.POST, `/api/sip/orders/${id}/invoices`, { method: 'POST', body: { reason }, params: { id }, headers });

/** The PDF's bytes (call() reads bodies as text, which would mangle them). */
export async function getPdf(id: string, headers: Record<string, string> = {}, query = '') {
  const { NextRequest } = await import('next/server');
  const req = new NextRequest(new URL(`/api/sip/orders/${id}/invoice.pdf${query}`, 'http://localhost:3000'), { headers: new Headers(headers) });
  const res = await pdfRoute.GET(req, { params: Promise.resolve({ id }) });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export { bearer };
