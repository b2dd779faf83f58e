import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as quotesRoute from '@/app/api/sip/orders/[id]/quotes/route';
import * as answerRoute from '@/app/api/sip/orders/[id]/quote-answer/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import { requiredValues } from '@/lib/attributes/sample';
import { itemGroups } from '@/lib/carts/view';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { bearer, CUSTOMER, itemFor } from './booking';
import { call } from './http';

export const STAFF_PARIS = ['staff.paris@reprise.demo', 'demo-staff-paris'] as const;
export const STAFF_ONLINE = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
export const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
export const BOOKED_SERVICE = 'mtg-trousers-restitch-lined-seam';

type Headers = Record<string, string>;

/** The booked service and another the same atelier offers for the same garment (what a quote adds). */
export async function servicePair() {
  const { subService } = await itemFor(BOOKED_SERVICE);
  const extra = [...(await getCatalogue()).subServicesById.values()].find(
    (s) => s.subCategoryId === subService.subCategoryId && s.providerId === subService.providerId && s.id !== subService.id && s.price.EUR !== undefined,
  )!;
  return { booked: subService, extra };
}

/** A placed order with these services on one item, sent the way of `kind` (store_drop_off needs a counter cart). */
export async function placeOrder(options: { headers?: Headers; lines?: { subServiceId: string; quantity: number }[]; kind?: string; /** Runs between choosing the option and placing the order. */ beforeOrder?: () => Promise<void> } = {}) {
  const headers = options.headers ?? {};
  const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {}, headers });
  if (created.status !== 201) throw new Error(`cart: ${created.text}`);
  const id = created.json.id as string;
  const { body } = await itemFor(BOOKED_SERVICE);
  if (options.lines) {
    const item = body.items[0]!;
    item.subServices = options.lines;
    // Each service may ask for attributes of its own (a hem: by how much, which style).
    item.values = requiredValues(itemGroups(await getCatalogue(), item.attributeGroup, options.lines.map((l) => l.subServiceId)));
  }
  const added = await call(itemsRoute.POST, '/x', { method: 'POST', body, params: { id }, headers });
  if (added.status !== 200) throw new Error(`items: ${added.text}`);
  await call(customerRoute.POST, '/x', { method: 'POST', body: CUSTOMER, params: { id }, headers });
  const offered = (await call(optionsRoute.GET, '/x', { params: { id }, headers })).json.logisticOptions as { id: string; kind: string }[];
  const option = options.kind ? offered.find((o) => o.kind === options.kind) : offered[0];
  if (!option) throw new Error(`no ${options.kind} option among ${offered.map((o) => o.kind)}`);
  await call(chooseRoute.POST, '/x', { method: 'POST', body: { logisticOption: option.id }, params: { id }, headers });
  await options.beforeOrder?.();
  const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers });
  if (placed.status !== 201) throw new Error(`order: ${placed.text}`);
  return { orderId: placed.json.id as string, cartItemId: added.json.items[0].id as string, order: placed.json };
}

export const getOrder = (id: string, headers: Headers = {}) => call(orderRoute.GET, '/x', { params: { id }, headers });
export const transition = (id: string, to: string, headers: Headers, extra: Headers = {}) =>
  call(transitionsRoute.POST, '/x', { method: 'POST', body: { to }, params: { id }, headers: { ...headers, ...extra } });
export const answer = (id: string, body: Record<string, unknown>, headers: Headers, extra: Headers = {}) =>
  call(answerRoute.POST, '/x', { method: 'POST', body, params: { id }, headers: { ...headers, ...extra } });
export const propose = (id: string, cartItemId: string, lines: { subServiceId: string; quantity: number }[], headers: Headers, extra: Headers = {}) =>
  call(quotesRoute.POST, '/x', { method: 'POST', body: { items: [{ itemId: cartItemId, subServices: lines }], note: 'Torn further than the photo showed.' }, params: { id }, headers: { ...headers, ...extra } });

/** An order at `received` (staff of its store moved it there), and the staff headers. */
export async function receivedOrder(options: Parameters<typeof placeOrder>[0] & { staff?: readonly [string, string] } = {}) {
  const placed = await placeOrder(options);
  const staff = await bearer(...(options.staff ?? STAFF_ONLINE));
  for (const to of ['in_transit', 'received']) {
    const res = await transition(placed.orderId, to, staff);
    if (res.status !== 200) throw new Error(`${to}: ${res.text}`);
  }
  return { ...placed, staff };
}

/** An order whose revised quote (booked service + the extra) waits for the customer. */
export async function quotedOrder(options: Parameters<typeof receivedOrder>[0] = {}) {
  const received = await receivedOrder(options);
  const { booked, extra } = await servicePair();
  const res = await propose(received.orderId, received.cartItemId, [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }], received.staff);
  if (res.status !== 201) throw new Error(`quote: ${res.text}`);
  return { ...received, booked, extra, quoted: res.json };
}
