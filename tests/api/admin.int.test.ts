import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, CUSTOMER, readyCart, warrantyFor } from '../helpers/booking';
import { NextRequest } from 'next/server';
import { BASE, call } from '../helpers/http';
import * as adminOrderRoute from '@/app/api/sip/admin/orders/[id]/route';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import * as archiveRoute from '@/app/api/sip/orders/[id]/archive/route';
import * as notesRoute from '@/app/api/sip/orders/[id]/notes/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import { parseCsv } from '@/lib/admin/csv';
import { AdminOrderDetailSchema, AdminOrderPageSchema, OrderNoteSchema } from '@/lib/schemas/admin';
import { OrderSchema } from '@/lib/schemas/orders';
import { signUp } from '../helpers/accounts';

const STAFF_PARIS = ['staff.paris@reprise.demo', 'demo-staff-paris'] as const;
const STAFF_LONDON = ['staff.london@reprise.demo', 'demo-staff-london'] as const;
const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

type Headers = Record<string, string>;
let paris: Headers;
let london: Headers;
let admin: Headers;

beforeAll(async () => {
  [paris, london, admin] = [await bearer(...STAFF_PARIS), await bearer(...STAFF_LONDON), await bearer(...ADMIN)];
});

async function customerHeaders(): Promise<Headers> {
  const res = await signUp({ body: { email: `c-${crypto.randomUUID()}@example.com`, password: 'a fine long passphrase', givenName: 'Inès', familyName: 'Roy' } });
  return { authorization: `Bearer ${res.json.session.token}` };
}

/** Books one order through the API (a customer account: it goes to Paris Marais) for a given email. */
async function book(options: { email?: string; headers?: Headers; cartBody?: Record<string, unknown>; givenName?: string } = {}) {
  const headers = options.headers ?? (await customerHeaders());
  const customer = { ...CUSTOMER, email: options.email ?? CUSTOMER.email, givenName: options.givenName ?? CUSTOMER.givenName };
  const { id } = await readyCart({ headers, customer, cartBody: options.cartBody });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, source: options.cartBody ? 'store' : undefined, ...warrantyFor(options.cartBody) }, headers });
  if (res.status !== 201) throw new Error(`order: ${res.text}`);
  return { order: OrderSchema.parse(res.json), headers };
}

const adminList = (query: string, headers: Headers) => call(adminOrdersRoute.GET, `/api/sip/admin/orders${query}`, { headers });
const exportCsv = (query: string, headers: Headers) => call(exportRoute.GET, `/api/sip/orders/export${query}`, { headers });
const notes = (id: string, headers: Headers, body?: unknown) =>
  call(body === undefined ? notesRoute.GET : notesRoute.POST, `/api/sip/orders/${id}/notes`, { method: body === undefined ? 'GET' : 'POST', params: { id }, headers, body });
const archive = (id: string, headers: Headers, method: 'PUT' | 'DELETE' = 'PUT') =>
  call(method === 'PUT' ? archiveRoute.PUT : archiveRoute.DELETE, `/api/sip/orders/${id}/archive`, { method, params: { id }, headers });

/** Every id the list API gives for a query, following `Link: rel="next"`. */
async function listIds(query: string, headers: Headers): Promise<string[]> {
  const ids: string[] = [];
  let path: string | null = `/api/sip/orders?limit=200${query ? `&${query}` : ''}`;
  while (path) {
    const res = await call(ordersRoute.GET, path, { headers });
    expect(res.status, res.text).toBe(200);
    ids.push(...res.json.map((o: { id: string }) => o.id));
    // The next page only: a first page's Link also names rel="sync" (docs/integrators.md#sync).
    path = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
  }
  return ids;
}

function csvIds(text: string): { header: string[]; ids: string[]; rows: string[][] } {
  const [header, ...rows] = parseCsv(text);
  const idColumn = header!.length - 1;
  return { header: header!, ids: rows.map((r) => r[idColumn]!), rows };
}

describe('access: customers and visitors get nothing from the admin APIs', () => {
  it('answers 401 to visitors, 403 to customers, 404 to staff of another store', async () => {
    const { order, headers: owner } = await book();
    const id = order.id;
    const attempts: [string, (h: Headers) => Promise<{ status: number; text: string }>][] = [
      ['GET /api/sip/admin/orders', (h) => adminList('', h)],
      ['GET /api/sip/admin/orders/{id}', (h) => call(adminOrderRoute.GET, `/api/sip/admin/orders/${id}`, { params: { id }, headers: h })],
      ['GET /api/sip/orders/export', (h) => exportCsv('', h)],
      ['GET notes', (h) => notes(id, h)],
      ['POST notes', (h) => notes(id, h, { body: 'hello' })],
      ['PUT archive', (h) => archive(id, h)],
      ['DELETE archive', (h) => archive(id, h, 'DELETE')],
    ];
    const camille = await bearer('camille@reprise.demo', 'demo-customer-camille');
    for (const [name, attempt] of attempts) {
      const anonymous = await attempt({});
      expect(anonymous.status, `${name} anonymous`).toBe(401);
      expect(anonymous.text, name).not.toContain(order.orderNumber);
      for (const customer of [owner, camille]) {
        const res = await attempt(customer);
        expect(res.status, `${name} customer`).toBe(403);
        expect(res.text, name).not.toContain(order.orderNumber);
      }
    }
    // The order-specific ones: staff of another store cannot tell the order exists.
    for (const [name, attempt] of attempts.slice(1)) {
      if (name.includes('export')) continue;
      const res = await attempt(london);
      expect(res.status, `${name} other store`).toBe(404);
    }
    const untouched = OrderSchema.parse((await call(orderRoute.GET, `/api/sip/orders/${id}`, { params: { id }, headers: paris })).json);
    expect(untouched.isArchived).toBe(false);
  });
});

describe('internal notes', () => {
  it('staff add and list notes with their author; customers never see them', async () => {
    const { order, headers: owner } = await book();
    const added = await notes(order.id, paris, { body: '  Customer says the zip sticks at the top.  ' });
    expect(added.status, added.text).toBe(201);
    const note = OrderNoteSchema.parse(added.json);
    expect(note).toMatchObject({ body: 'Customer says the zip sticks at the top.', author: { email: STAFF_PARIS[0], role: 'staff', name: 'Claire Moreau' } });
    expect((await notes(order.id, admin, { body: 'Checked by head office.' })).status).toBe(201);
    const listed = await notes(order.id, paris);
    expect(listed.status).toBe(200);
    expect(listed.json.notes.map((n: { body: string }) => n.body)).toEqual(['Customer says the zip sticks at the top.', 'Checked by head office.']);
    expect((await notes(order.id, paris, { body: '   ' })).status).toBe(422);
    expect((await notes(order.id, paris, { body: 'x'.repeat(2001) })).status).toBe(422);
    // The customer's view of the order carries none of it.
    const seen = await call(orderRoute.GET, `/api/sip/orders/${order.id}`, { params: { id: order.id }, headers: owner });
    expect(seen.status).toBe(200);
    expect(seen.json.notes).toEqual([]);
    expect(seen.text).not.toContain('zip sticks');
    // The admin detail has notes and names the people in the history.
    await call(transitionsRoute.POST, `/api/sip/orders/${order.id}/transitions`, { method: 'POST', params: { id: order.id }, headers: paris, body: { to: 'in_transit', note: 'Handed to courier' } });
    const detail = AdminOrderDetailSchema.parse((await call(adminOrderRoute.GET, `/api/sip/admin/orders/${order.id}`, { params: { id: order.id }, headers: paris })).json);
    expect(detail.notes).toHaveLength(2);
    const by = detail.order.histories.at(-1)!.by!;
    expect(detail.people[by]).toMatchObject({ email: STAFF_PARIS[0], name: 'Claire Moreau' });
    expect(detail.order.allowedTransitions).toEqual(['received']);
  });
});

describe('archive', () => {
  it('sets and clears the staff flag, idempotently; the archived filter follows', async () => {
    const email = `archive-${crypto.randomUUID()}@example.com`;
    const { order } = await book({ email });
    const q = `q=${encodeURIComponent(email)}`;
    for (let i = 0; i < 2; i++) {
      const res = await archive(order.id, paris);
      expect(res.status, res.text).toBe(200);
      expect(OrderSchema.parse(res.json).isArchived).toBe(true);
    }
    expect(await listIds(`${q}&archived=true`, paris)).toEqual([order.id]);
    expect(await listIds(`${q}&archived=false`, paris)).toEqual([]);
    const page = AdminOrderPageSchema.parse((await adminList(`?${q}&archived=true`, paris)).json);
    expect(page.orders.map((o) => [o.id, o.isArchived])).toEqual([[order.id, true]]);
    const back = await archive(order.id, admin, 'DELETE');
    expect(back.status).toBe(200);
    expect(back.json.isArchived).toBe(false);
    expect((await archive(order.id, paris, 'DELETE')).json.isArchived).toBe(false);
    expect(await listIds(`${q}&archived=false`, paris)).toEqual([order.id]);
  });
});

describe('the staff orders table', () => {
  it('pages both ways in both sorts, matching the list API, scoped to the store', async () => {
    const email = `table-${crypto.randomUUID()}@example.com`;
    const customer = await customerHeaders();
    for (let i = 0; i < 5; i++) await book({ email, headers: customer });
    const q = `q=${encodeURIComponent(email)}`;
    const expected = await listIds(q, paris);
    expect(expected).toHaveLength(5);

    const walk = async (sort: 'desc' | 'asc') => {
      const pages: string[][] = [];
      let res = AdminOrderPageSchema.parse((await adminList(`?${q}&limit=2&sort=${sort}`, paris)).json);
      expect(res.prevCursor).toBeNull();
      pages.push(res.orders.map((o) => o.id));
      while (res.nextCursor) {
        res = AdminOrderPageSchema.parse((await adminList(`?${q}&limit=2&sort=${sort}&cursor=${res.nextCursor}`, paris)).json);
        pages.push(res.orders.map((o) => o.id));
      }
      // And back again with the previous cursors.
      const back: string[][] = [pages.at(-1)!];
      while (res.prevCursor) {
        res = AdminOrderPageSchema.parse((await adminList(`?${q}&limit=2&sort=${sort}&cursor=${res.prevCursor}`, paris)).json);
        back.unshift(res.orders.map((o) => o.id));
      }
      return { pages, back };
    };
    const newest = await walk('desc');
    expect(newest.pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(newest.pages.flat()).toEqual(expected);
    expect(newest.back).toEqual(newest.pages);
    const oldest = await walk('asc');
    expect(oldest.pages.flat()).toEqual([...expected].reverse());
    expect(oldest.back).toEqual(oldest.pages);

    const first = AdminOrderPageSchema.parse((await adminList(`?${q}&limit=1`, paris)).json).orders[0]!;
    expect(first).toMatchObject({ customer: { email }, store: { name: 'Reprise Paris Marais' }, bookingType: 'paid', status: 'booked', currency: 'EUR' });
    expect(first.items[0]!.services[0]!.quantity).toBe(1);
    expect(first.total).toBeGreaterThan(0);

    expect(AdminOrderPageSchema.parse((await adminList(`?${q}`, london)).json).orders).toEqual([]);
    expect(AdminOrderPageSchema.parse((await adminList(`?${q}&storeId=${first.store.id}`, london)).json).orders).toEqual([]);
    expect(AdminOrderPageSchema.parse((await adminList(`?${q}`, admin)).json).orders).toHaveLength(5);
    expect((await adminList('?cursor=nonsense', paris)).status).toBe(422);
    expect((await adminList('?sort=sideways', paris)).status).toBe(422);
  });
});

describe('CSV export', () => {
  it('holds exactly the orders matching the filter, streamed in batches, and only the caller’s store', async () => {
    const email = `export-${crypto.randomUUID()}@example.com`;
    const customer = await customerHeaders();
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await book({ email, headers: customer, givenName: i === 0 ? '=HYPERLINK("x")' : 'Zoë, "Zo"' })).order);
    await call(transitionsRoute.POST, `/api/sip/orders/${placed[0]!.id}/transitions`, { method: 'POST', params: { id: placed[0]!.id }, headers: paris, body: { to: 'in_transit' } });
    const q = `q=${encodeURIComponent(email)}`;

    for (const filter of [q, `${q}&status=booked`, `${q}&status=in_transit`, `${q}&status=booked&bookingType=paid`, `${q}&bookingType=warranty`, `${q}&archived=false`]) {
      const res = await exportCsv(`?${filter}`, paris);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="reprise-orders-[\d-]+\.csv"$/);
      const { ids, header } = csvIds(res.text);
      expect(header[0]).toBeTruthy();
      expect(ids, filter).toEqual(await listIds(filter, paris));
    }
    // The bytes start with the UTF-8 BOM (Excel); text() decoding drops it, so read them raw.
    const raw = await exportRoute.GET(new NextRequest(`${BASE}/api/sip/orders/export?${q}`, { headers: paris }), { params: Promise.resolve({}) });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const all = csvIds((await exportCsv(`?${q}&sort=asc`, paris)).text);
    expect(all.ids).toEqual(placed.map((o) => o.id));
    // Quoting and formula neutralising survive the round trip.
    const names = all.rows.map((r) => r[6]);
    expect(names).toEqual(["'=HYPERLINK(\"x\")", 'Zoë, "Zo"', 'Zoë, "Zo"']);
    // Column titles follow `lang`.
    expect(parseCsv((await exportCsv(`?${q}&lang=fr`, paris)).text, ';')[0]![0]).toBe('N° de commande'); // a French spreadsheet's separator

    // Another store's staff get the header and nothing else; the admin gets them all.
    expect(csvIds((await exportCsv(`?${q}`, london)).text).ids).toEqual([]);
    expect(csvIds((await exportCsv(`?${q}&storeId=${placed[0]!.store._id}`, london)).text).ids).toEqual([]);
    expect(csvIds((await exportCsv(`?${q}`, admin)).text).ids).toHaveLength(3);
    expect((await exportCsv('?status=nope', paris)).status).toBe(422);

    // Batches (here of 2) follow one another along the keyset without gaps or repeats.
    const { exportOrdersCsv } = await import('@/lib/admin/export');
    const { resolvePrincipal } = await import('@/lib/auth/session');
    const principal = await resolvePrincipal(new NextRequest(`${BASE}/`, { headers: paris }));
    const text = await new Response(exportOrdersCsv({ archived: 'all', sort: 'desc', q: email, format: 'locale' }, principal, 'en', 2)).text();
    expect(csvIds(text).ids).toEqual(await listIds(q, paris));
  });
});

describe('counter booking', () => {
  it('books a warranty repair at the counter: nothing to pay, no Bonus Réparation, paymentMethod none', async () => {
    const email = `counter-${crypto.randomUUID()}@example.com`;
    const { order } = await book({ email, headers: paris, cartBody: { bookingType: 'warranty' } });
    expect(order).toMatchObject({ bookingType: 'warranty', paymentMethod: 'none', warrantyStatus: 'under_warranty', source: 'store', status: 'booked' });
    expect(order.store.name).toBe('Reprise Paris Marais');
    const basket = order.pricing.baskets[0]!;
    expect(basket.costToUser.total).toBe(0);
    expect(basket.costToUser.repairFund).toBe(0);
    expect(basket.items.every((i) => (i.appliedDiscountOffer ?? []).every((o) => !o.isRepairFund))).toBe(true);
    expect(order.items[0]!.subServices[0]!.price.EUR).toBe(0);
    expect(order.items[0]!.subServices[0]!.originalPrice.EUR).toBeGreaterThan(0);
    // The same repair, paid, at the same counter would carry the bonus.
    const paid = await book({ email, headers: paris, cartBody: {} });
    expect(paid.order.pricing.baskets[0]!.costToUser.repairFund).toBeGreaterThan(0);
    // It shows in the staff table as a warranty booking of the store.
    const page = AdminOrderPageSchema.parse((await adminList(`?q=${encodeURIComponent(email)}&bookingType=warranty`, paris)).json);
    expect(page.orders.map((o) => [o.id, o.total, o.paymentMethod])).toEqual([[order.id, 0, 'none']]);
    // Customers may ask for a warranty repair too; its order then needs a proof of purchase (docs/counter.md#web-warranty, tests/api/warranty-web.int.test.ts).
    const asked = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: { bookingType: 'warranty' }, headers: await customerHeaders() });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.json.bookingType).toBe('warranty');
  });
});
