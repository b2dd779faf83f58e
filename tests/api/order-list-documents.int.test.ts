import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as quotesRoute from '@/app/api/sip/orders/[id]/quotes/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { LIST_ITEM_BUILDER } from '@/db/order-list-items';
import type { Principal } from '@/lib/auth/session';
import { listOrders } from '@/lib/orders/list';
import { OrderListQuerySchema, OrderListSchema } from '@/lib/schemas/orders';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { newCustomer } from '../helpers/accounts';
import { bearer, CUSTOMER, itemFor, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { oracleListOrders } from '../helpers/order-list-oracle';

// The orders list keeps each item it built (docs/performance.md#list-documents). A stored item
// is served only for the order's version and the current builder; every change of an order
// bumps its version, whoever writes it (triggers of migration 0019).

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
const email = `docs-${crypto.randomUUID()}@example.com`;
let orderId = '';
let admin: Principal;

async function listed(): Promise<string> {
  const query = OrderListQuerySchema.parse({ q: email });
  const [now, then] = [await listOrders(query, admin), await oracleListOrders(query, admin)];
  // Always what the JavaScript builder gives for the order as it is now.
  expect(now.body.toString('utf8')).toBe(then.text);
  return now.body.toString('utf8');
}

const stored = () => queryRows<{ version: number; builder: string; body: string; order_version: number }>(
  sql`select d.version, d.builder, d.body, o.version as order_version from order_list_documents d join orders o on o.id = d.order_id where d.order_id = ${orderId}`,
);

beforeAll(async () => {
  const headers = await bearer(...ADMIN);
  const { id } = await readyCart({ customer: { ...CUSTOMER, email }, headers });
  const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers });
  expect(placed.status, placed.text).toBe(201);
  orderId = placed.json.id as string;
  const [row] = await queryRows<{ id: string }>(sql`select id from accounts where email = ${ADMIN[0]}`);
  admin = { accountId: row!.id, role: 'admin', storeId: null, email: ADMIN[0], tokenHash: '', via: 'bearer' };
});

describe('stored list items', () => {
  it('are built on the first listing and served after, for the version they were built from', async () => {
    expect(await stored()).toEqual([]);
    const first = await listed();
    const [doc] = await stored();
    expect(doc).toMatchObject({ version: doc!.order_version, builder: LIST_ITEM_BUILDER });
    expect(await listed()).toBe(first);
  });

  it('are rebuilt after a status change made through the API', async () => {
    const moved = await call(transitionsRoute.POST, `/api/sip/orders/${orderId}/transitions`, { method: 'POST', body: { to: 'in_transit', note: '' }, params: { id: orderId }, headers: await bearer(...ADMIN) });
    expect(moved.status, moved.text).toBe(200);
    const item = OrderListSchema.parse(JSON.parse(await listed()))[0]!;
    expect(item.status).toBe('in_transit');
    expect(item.histories.map((h) => h.status)).toEqual(['booked', 'in_transit']);
  });

  it('are rebuilt after writes that leave the version alone, to the order, its items or its history', async () => {
    await listed();
    const writes = [
      sql`update orders set note = 'Écrit sans passer par updateOrder' where id = ${orderId}`,
      sql`update order_items set values = values || '{"zz":"ajouté"}'::jsonb where order_id = ${orderId}`,
      sql`insert into order_histories (id, order_id, status, date, role, note) values (${crypto.randomUUID()}, ${orderId}, 'received', now(), 'staff', '')`,
    ];
    for (const write of writes) {
      const before = (await stored())[0]!.order_version;
      await queryRows(write);
      expect((await stored())[0]!.order_version).toBe(before + 1);
      await listed();
    }
    const item = OrderListSchema.parse(JSON.parse(await listed()))[0]!;
    expect(item.notes).toEqual(['Écrit sans passer par updateOrder']);
    expect(item.items[0]!.values).toMatchObject({ zz: 'ajouté' });
    expect(item.histories.at(-1)!.status).toBe('received');
  });

  it('are never served from another builder or for another version', async () => {
    await listed();
    const tampered = JSON.stringify({ tampered: true });
    await queryRows(sql`update order_list_documents set body = ${tampered}, builder = 'an-older-build' where order_id = ${orderId}`);
    expect(await listed()).not.toContain('tampered');
    expect((await stored())[0]!.builder).toBe(LIST_ITEM_BUILDER);
    await queryRows(sql`update order_list_documents set body = ${tampered}, version = version - 1 where order_id = ${orderId}`);
    expect(await listed()).not.toContain('tampered');
  });

  it('move one version for an accepted quote that revises the services, and list the revised services', async () => {
    const customer = await newCustomer();
    const owner = customer.headers;
    const staff = await bearer(...ADMIN);
    const { id: cartId } = await readyCart({ customer: { ...CUSTOMER, email: customer.email }, identifier: 'mtg-trousers-restitch-lined-seam', headers: owner });
    const id = (await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId }, headers: owner })).json.id as string;
    const move = (to: string, headers: Record<string, string>) => call(transitionsRoute.POST, `/api/sip/orders/${id}/transitions`, { method: 'POST', body: { to, note: '' }, params: { id }, headers });
    expect((await move('in_transit', staff)).status).toBe(200);
    expect((await move('received', staff)).status).toBe(200);
    const { subService } = await itemFor('mtg-trousers-restitch-lined-seam');
    const extra = [...(await getCatalogue()).subServicesById.values()].find((s) => s.subCategoryId === subService.subCategoryId && s.providerId === subService.providerId && s.id !== subService.id)!;
    const [item] = await queryRows<{ item_id: string }>(sql`select item_id from order_items where order_id = ${id}`);
    const quote = await call(quotesRoute.POST, `/api/sip/orders/${id}/quotes`, {
      method: 'POST', params: { id }, headers: staff,
      body: { items: [{ itemId: item!.item_id, subServices: [{ subServiceId: subService.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }] }], note: 'Doublure à reprendre aussi' },
    });
    expect(quote.status, quote.text).toBe(201);
    const version = async () => (await queryRows<{ version: number }>(sql`select version from orders where id = ${id}`))[0]!.version;
    const before = await version();
    const accepted = await move('in_repair', owner);
    expect(accepted.status, accepted.text).toBe(200);
    expect(await version()).toBe(before + 1);
    expect(accepted.json.version).toBe(before + 1);
    const [listedItem] = OrderListSchema.parse(JSON.parse((await listOrders(OrderListQuerySchema.parse({ q: customer.email }), admin)).body.toString('utf8')));
    expect(listedItem!.items[0]!.services.map((s) => s.id).sort()).toEqual([subService.id, extra.id].sort());
  });
});
