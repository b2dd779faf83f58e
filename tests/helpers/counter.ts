import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as contactRoute from '@/app/api/sip/orders/[id]/customer/route';
import * as adminOrderRoute from '@/app/api/sip/admin/orders/[id]/route';
import { CUSTOMER, itemFor } from './booking';
import { call } from './http';

type Headers = Record<string, string>;

/** The counter's customer without a postal address (docs/counter.md#no-address). */
export const NO_ADDRESS_CUSTOMER = { title: '', givenName: 'Inès', familyName: 'Comptoir', email: 'ines.comptoir@example.com', phone: '+33 6 11 22 33 44' };

export async function newCart(headers: Headers, cartBody: Record<string, unknown> = {}) {
  const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: cartBody, headers });
  if (created.status !== 201) throw new Error(`cart: ${created.text}`);
  return created.json.id as string;
}

export async function addGarment(id: string, headers: Headers, identifier = 'mtg-trousers-restitch-lined-seam') {
  const { body } = await itemFor(identifier);
  const added = await call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body, params: { id }, headers });
  if (added.status !== 200) throw new Error(`items: ${added.text}`);
  return added.json;
}

export const setCustomer = (id: string, headers: Headers, customer: Record<string, unknown> = CUSTOMER) =>
  call(customerRoute.POST, `/api/sip/shopping-cart/${id}/customer`, { method: 'POST', body: customer, params: { id }, headers });

export async function options(id: string, headers: Headers) {
  const res = await call(optionsRoute.GET, `/api/sip/shopping-cart/${id}/logistic-options`, { params: { id }, headers });
  if (res.status !== 200) throw new Error(`options: ${res.text}`);
  return res.json.logisticOptions as { id: string; kind: string }[];
}

export const choose = (id: string, headers: Headers, logisticOption: string) =>
  call(chooseRoute.POST, `/api/sip/shopping-cart/${id}/logistic-option`, { method: 'POST', body: { logisticOption }, params: { id }, headers });

export const placeOrder = (headers: Headers, body: Record<string, unknown>) => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers });

export const getOrder = (id: string, headers: Headers) => call(orderRoute.GET, `/api/sip/orders/${id}`, { params: { id }, headers });
export const getAdminOrder = (id: string, headers: Headers) => call(adminOrderRoute.GET, `/api/sip/admin/orders/${id}`, { params: { id }, headers });

export const editContact = (id: string, headers: Headers, body: unknown, ifMatch?: string) =>
  call(contactRoute.PATCH, `/api/sip/orders/${id}/customer`, { method: 'PATCH', body, params: { id }, headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) } });

/**
 * A counter order dropped off and collected in store, booked without address: `garments`
 * items, the customer first, then the store's drop-off. Returns the placed order's JSON.
 */
export async function inStoreOrder(headers: Headers, { garments = 1, cartBody = {}, extra = {} }: { garments?: number; cartBody?: Record<string, unknown>; extra?: Record<string, unknown> } = {}) {
  const id = await newCart(headers, cartBody);
  for (let i = 0; i < garments; i++) await addGarment(id, headers);
  const withCustomer = await setCustomer(id, headers, { ...NO_ADDRESS_CUSTOMER, email: `counter-${crypto.randomUUID()}@example.com` });
  if (withCustomer.status !== 200) throw new Error(`customer: ${withCustomer.text}`);
  const dropOff = (await options(id, headers)).find((o) => o.kind === 'store_drop_off');
  if (!dropOff) throw new Error('no drop-off');
  const chosen = await choose(id, headers, dropOff.id);
  if (chosen.status !== 200) throw new Error(`logistic: ${chosen.text}`);
  const placed = await placeOrder(headers, { cartId: id, source: 'store', ...extra });
  if (placed.status !== 201) throw new Error(`order: ${placed.text}`);
  return placed;
}
