// Closing the day (docs/counter.md#closing-the-day): a store's payments and refunds by method on one
// day of its time zone, checked against SQL over order_payments; the day's edges in the store's
// zone; scope (staff: their store only); the CSV in the reader's dialect.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as dayReportRoute from '@/app/api/sip/admin/day-report/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { parseCsv } from '@/lib/admin/csv';
import { dayRange } from '@/lib/counter/day-report';
import { bearer, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';

const STAFF = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

type Line = { method: string; currency: string; count: number; amount: number };
type Report = { store: { id: string; timeZone: string }; date: string; from: string; to: string; payments: Line[]; refunds: Line[]; net: { currency: string; amount: number }[]; booked: { source: string; count: number }[]; movements: { status: string; count: number }[] };

async function placedOrder() {
  const { id } = await readyCart({ optionKind: 'postal_label' });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers: {} });
  expect(res.status, res.text).toBe(201);
  const order = res.json as { id: string; pricing: { baskets: { costToUser: { total: number } }[] } };
  const read = await call(orderRoute.GET, `/api/sip/orders/${order.id}`, { params: { id: order.id }, headers: await bearer(...STAFF) });
  return { ...order, storeId: (read.json.store as { _id: string })._id };
}
const pay = (id: string, body: unknown, headers: Record<string, string>) => call(paymentsRoute.POST, `/api/sip/orders/${id}/payments`, { method: 'POST', body, params: { id }, headers });
const report = async (query: string, headers: Record<string, string>) => call(dayReportRoute.GET, `/api/sip/admin/day-report?${query}`, { headers });

/** The same figures straight from SQL: payments (or refunds) of the store's orders in [from, to), by method and currency. */
async function sqlLines(storeId: string, from: string, to: string, refunds: boolean): Promise<Line[]> {
  const rows = await queryRows<{ method: string; currency: string; count: number; amount: number }>(sql`
    select p.method, p.currency, count(*)::int as count, abs(sum(p.amount_minor))::int as amount
    from order_payments p join orders o on o.id = p.order_id
    where o.store_id = ${storeId} and p.created_at >= ${from} and p.created_at < ${to} and ${refunds ? sql`p.amount_minor < 0` : sql`p.amount_minor >= 0`}
    group by p.method, p.currency order by p.currency, p.method`);
  return rows.map((r) => ({ method: r.method, currency: r.currency, count: Number(r.count), amount: Number(r.amount) }));
}

describe('GET /api/sip/admin/day-report', () => {
  it('sums the day’s payments and refunds by method as SQL does, net per currency, and counts the orders booked', async () => {
    const order = await placedOrder();
    const staff = await bearer(...STAFF);
    const before = (await report(`storeId=${order.storeId}`, staff)).json as Report;
    const total = order.pricing.baskets[0]!.costToUser.total;
    expect((await pay(order.id, { amount: 10, currency: 'EUR', method: 'cash' }, staff)).status).toBe(201);
    expect((await pay(order.id, { amount: Math.round((total - 10) * 100) / 100, currency: 'EUR', method: 'card_terminal' }, staff)).status).toBe(201);
    expect((await pay(order.id, { amount: -5, currency: 'EUR', method: 'bank_transfer' }, await bearer(...ADMIN))).status).toBe(201);

    const res = await report(`storeId=${order.storeId}`, staff);
    expect(res.status, res.text).toBe(200);
    const after = res.json as Report;
    expect(after.payments).toEqual(await sqlLines(order.storeId, after.from, after.to, false));
    expect(after.refunds).toEqual(await sqlLines(order.storeId, after.from, after.to, true));
    const amount = (r: Report, kind: 'payments' | 'refunds', method: string) => r[kind].find((l) => l.method === method && l.currency === 'EUR')?.amount ?? 0;
    expect(amount(after, 'payments', 'cash') - amount(before, 'payments', 'cash')).toBe(1000);
    expect(amount(after, 'payments', 'card_terminal') - amount(before, 'payments', 'card_terminal')).toBe(Math.round(total * 100) - 1000);
    expect(amount(after, 'refunds', 'bank_transfer') - amount(before, 'refunds', 'bank_transfer')).toBe(500);
    const net = (r: Report) => r.net.find((n) => n.currency === 'EUR')?.amount ?? 0;
    expect(net(after) - net(before)).toBe(Math.round(total * 100) - 500);
    const eurPayments = after.payments.filter((l) => l.currency === 'EUR').reduce((s, l) => s + l.amount, 0);
    const eurRefunds = after.refunds.filter((l) => l.currency === 'EUR').reduce((s, l) => s + l.amount, 0);
    expect(net(after)).toBe(eurPayments - eurRefunds);
    const booked = (r: Report) => r.booked.reduce((s, b) => s + b.count, 0);
    expect(booked(after)).toBeGreaterThanOrEqual(booked(before));
    expect(after.movements.find((m) => m.status === 'booked')?.count).toBeGreaterThan(0);
  });

  it('takes the day in the store’s time zone: 23:30 UTC on 15 January is the 16th in Paris', async () => {
    const order = await placedOrder();
    const admin = await bearer(...ADMIN);
    await queryRows(sql`insert into order_payments (id, order_id, amount_minor, currency, method, created_at) values (${`day-edge-${order.id}`}, ${order.id}, 777, 'EUR', 'voucher', '2026-01-15T23:30:00Z')`);
    const fifteenth = (await report(`storeId=${order.storeId}&date=2026-01-15`, admin)).json as Report;
    const sixteenth = (await report(`storeId=${order.storeId}&date=2026-01-16`, admin)).json as Report;
    expect(fifteenth.store.timeZone).toBe('Europe/Paris');
    expect(fifteenth.from).toBe('2026-01-14T23:00:00.000Z');
    expect(fifteenth.payments.find((l) => l.method === 'voucher')).toBeUndefined();
    expect(sixteenth.payments.find((l) => l.method === 'voucher')).toEqual({ method: 'voucher', currency: 'EUR', count: 1, amount: 777 });
    // A clock change: the last Sunday of March has 23 hours in Paris.
    const { from, to } = dayRange('2026-03-29', 'Europe/Paris');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(23);
  });

  it('answers CSV in the reader’s dialect: semicolons, decimal commas and French words, or RFC 4180', async () => {
    const order = await placedOrder();
    const staff = await bearer(...STAFF);
    await pay(order.id, { amount: 12.5, currency: 'EUR', method: 'cash' }, staff);
    const fr = await report(`storeId=${order.storeId}&format=csv&lang=fr`, staff);
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(fr.text.replace(/^\uFEFF/, ''), ';');
    expect(rows[0]).toEqual(['Rubrique', 'Libellé', 'Devise', 'Nombre', 'Montant']);
    const json = (await report(`storeId=${order.storeId}`, staff)).json as Report;
    const cash = json.payments.find((l) => l.method === 'cash' && l.currency === 'EUR')!;
    expect(rows).toContainEqual(['Paiements', 'espèces', 'EUR', String(cash.count), (cash.amount / 100).toFixed(2).replace('.', ',')]);
    const plain = await report(`storeId=${order.storeId}&format=csv-rfc4180&lang=en`, staff);
    expect(parseCsv(plain.text.replace(/^\uFEFF/, ''))).toContainEqual(['Payments', 'cash', 'EUR', String(cash.count), (cash.amount / 100).toFixed(2)]);
  });

  it('keeps staff to their store (another store 404), refuses customers (403) and strangers (401); a bad date is 422', async () => {
    const order = await placedOrder();
    const london = await bearer('staff.london@reprise.demo', 'demo-staff-london');
    expect((await report(`storeId=${order.storeId}`, london)).status).toBe(404);
    expect((await report('storeId=no-such-store', await bearer(...ADMIN))).status).toBe(404);
    expect((await report(`storeId=${order.storeId}`, await bearer('camille@reprise.demo', 'demo-customer-camille'))).status).toBe(403);
    expect((await report(`storeId=${order.storeId}`, {})).status).toBe(401);
    expect((await report(`storeId=${order.storeId}&date=2026-02-30`, await bearer(...STAFF))).status).toBe(422);
    expect((await report('', await bearer(...STAFF))).status).toBe(422);
  });
});
