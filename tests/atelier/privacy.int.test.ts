import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { atelierQueue } from '@/lib/atelier/queue-page';
import type { Principal } from '@/lib/auth/session';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { getOrder, placeOrder, STAFF_ONLINE } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID } from './helpers';

type Headers = Record<string, string>;
type Item = { id: string; customer: { email: string; phone: string; givenName: string }; address: unknown };
const bench: Principal = { accountId: 'bench', role: 'atelier', storeId: null, providerId: MONTORGUEIL_ID, email: 'bench@example.com', tokenHash: '', via: 'bearer' };
const list = async (headers: Headers, q?: string) => {
  const res = await call(ordersRoute.GET, `/api/sip/orders?limit=200${q ? `&q=${encodeURIComponent(q)}` : ''}`, { headers });
  expect(res.status, res.text).toBe(200);
  return { text: res.text, items: res.json as Item[] };
};

describe('the atelier reads no contact detail of the customer (docs/atelier.md#role)', () => {
  it('finds none in GET /orders list items, its queue, or its order, and its search matches neither e-mail nor phone', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const { orderId } = await placeOrder();
    // A contact of this order only, so that finding it anywhere means it leaked.
    const tag = crypto.randomUUID().replace(/-/g, '').slice(0, 10);
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const contact = { email: `privacy-${tag}@example.com`, phone: `+336${digits}`, street: `${tag} rue du Secret` };
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    await db
      .update(orders)
      .set({ customer: { ...row!.customer, email: contact.email, phone: contact.phone }, customerEmail: contact.email, address: { ...row!.address!, address: contact.street }, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    const number = row!.orderNumber;
    const leaks = (text: string) => [contact.email, contact.phone, digits, contact.street].filter((c) => text.includes(c));

    // Staff find the order by its contact: the search reads it, and the list shows it.
    expect((await list(staff, contact.email)).items.map((i) => i.id)).toEqual([orderId]);
    expect((await list(staff, `06${digits}`)).items.map((i) => i.id)).toContain(orderId);
    expect(leaks((await list(staff, number)).text)).not.toEqual([]);

    // The atelier finds it by number and by name, without any contact.
    const byNumber = await list(own, number);
    expect(byNumber.items.map((i) => i.id)).toEqual([orderId]);
    expect(byNumber.items[0]!.customer).toMatchObject({ email: '', phone: '', givenName: 'Léa' });
    expect(byNumber.items[0]!.address).toBeNull();
    expect(leaks(byNumber.text)).toEqual([]);
    expect((await list(own, `Martin ${number}`)).items.map((i) => i.id)).toEqual([orderId]);
    // Every item of its list: no e-mail, phone or address at all.
    const page = await list(own);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect([item.customer.email, item.customer.phone, item.address]).toEqual(['', '', null]);
    expect(leaks(page.text)).toEqual([]);
    // Neither the e-mail nor the phone (any format) finds anything.
    for (const q of [contact.email, tag, contact.phone, `06${digits}`, digits]) expect((await list(own, q)).items).toEqual([]);

    // The queue: the same search, the same silence.
    expect((await atelierQueue(bench, { q: number })).map((e) => e.id)).toEqual([orderId]);
    for (const q of [contact.email, tag, `06${digits}`]) expect(await atelierQueue(bench, { q })).toEqual([]);
    expect(leaks(JSON.stringify(await atelierQueue(bench, {})))).toEqual([]);

    // The order itself (already blanked): checked here too, so one file holds the rule.
    const read = await getOrder(orderId, own);
    expect(read.status).toBe(200);
    expect(leaks(read.text)).toEqual([]);
  });
});
