import { describe, expect, it } from 'vitest';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { parseCsv } from '@/lib/admin/csv';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const STAFF = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

async function placeOrder() {
  const { id } = await readyCart({ optionKind: 'postal_label' });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id }, headers: {} });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; orderNumber: string; pricing: { baskets: { costToUser: { total: number } }[] }; paymentMethod: string };
}
const pay = (id: string, body: unknown, headers: Record<string, string>) => call(paymentsRoute.POST, `/api/sip/orders/${id}/payments`, { method: 'POST', body, params: { id }, headers });

describe('POST /api/sip/orders/{id}/payments', () => {
  it('records payments; isPayed and hasPaymentConfirmation follow them; an admin refunds with a negative amount', async () => {
    const order = await placeOrder();
    expect(order.paymentMethod).toBe('pay_on_collection');
    const total = order.pricing.baskets[0]!.costToUser.total;
    const staff = await bearer(...STAFF);
    const first = await pay(order.id, { amount: 10, currency: 'EUR', method: 'cash' }, staff);
    expect(first.status, first.text).toBe(201);
    expect(first.json).toMatchObject({ paid: 10, due: Math.round((total - 10) * 100) / 100, isPayed: false, hasPaymentConfirmation: true });
    expect(first.json.payments[0]).toMatchObject({ amount: 10, currency: 'EUR', method: 'cash', by: 'staff.online@reprise.demo' });
    const rest = await pay(order.id, { amount: Math.round((total - 10) * 100) / 100, currency: 'EUR', method: 'card_terminal' }, staff);
    expect(rest.json).toMatchObject({ due: 0, isPayed: true });
    const read = await call(orderRoute.GET, `/api/sip/orders/${order.id}`, { params: { id: order.id }, headers: staff });
    expect(read.json).toMatchObject({ isPayed: true, hasPaymentConfirmation: true, paid: total, due: 0 });

    const refund = await pay(order.id, { amount: -5, currency: 'EUR', method: 'bank_transfer', note: 'goodwill' }, await bearer(...ADMIN));
    expect(refund.status).toBe(201);
    expect(refund.json).toMatchObject({ paid: Math.round((total - 5) * 100) / 100, due: 5, isPayed: false, hasPaymentConfirmation: true });
    expect(refund.json.payments).toHaveLength(3);

    const csv = await call(exportRoute.GET, `/api/sip/orders/export?q=${order.orderNumber}`, { headers: staff });
    const [header, row] = parseCsv(csv.text);
    const paidAt = header!.indexOf('Paid');
    expect(paidAt).toBeGreaterThan(0);
    expect(row![paidAt]).toBe((total - 5).toFixed(2));
    expect(row![header!.indexOf('Due')]).toBe('5.00');
    // A French reader's Excel: semicolons, decimal commas, codes in words (issue #35.9); RFC 4180 on request.
    const fr = await call(exportRoute.GET, `/api/sip/orders/export?q=${order.orderNumber}&lang=fr`, { headers: staff });
    const [frHeader, frRow] = parseCsv(fr.text, ';');
    expect(frRow![frHeader!.indexOf('Reste dû')]).toBe('5,00');
    expect(frRow).toContain('Paiement au retrait');
    expect(frRow).toContain('non');
    const plain = await call(exportRoute.GET, `/api/sip/orders/export?q=${order.orderNumber}&lang=fr&format=rfc4180`, { headers: staff });
    expect(parseCsv(plain.text)[1]![frHeader!.indexOf('Reste dû')]).toBe('5.00');
  });

  it('refuses a cancelled order, another currency, a zero amount (422), a foreign or unknown order (404), no session (401)', async () => {
    const order = await placeOrder();
    const staff = await bearer(...STAFF);
    expect((await pay(order.id, { amount: 5, currency: 'USD', method: 'cash' }, staff)).json.code).toBe('payment_currency_mismatch');
    expect((await pay(order.id, { amount: 0, currency: 'EUR', method: 'cash' }, staff)).status).toBe(422);
    expect((await pay(order.id, { amount: 5, currency: 'EUR', method: 'cheque' }, staff)).status).toBe(422);
    expect((await pay(order.id, { amount: 5, currency: 'EUR', method: 'cash' }, await bearer('staff.london@reprise.demo', 'demo-staff-london'))).status).toBe(404);
    expect((await pay('no-such-order-000000000', { amount: 5, currency: 'EUR', method: 'cash' }, staff)).status).toBe(404);
    expect((await pay(order.id, { amount: 5, currency: 'EUR', method: 'cash' }, {})).status).toBe(401);
    await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: order.id }, headers: staff });
    const cancelled = await pay(order.id, { amount: 5, currency: 'EUR', method: 'cash' }, staff);
    expect(cancelled.status).toBe(422);
    expect(cancelled.json.code).toBe('payment_order_cancelled');
  });

  it('honours If-Match: a payment against a stale version is 412 stale_order and records nothing (docs/decisions.md#order-concurrency)', async () => {
    const order = await placeOrder();
    const staff = await bearer(...STAFF);
    const read = await call(orderRoute.GET, `/api/sip/orders/${order.id}`, { params: { id: order.id }, headers: staff });
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    const first = await pay(order.id, { amount: 5, currency: 'EUR', method: 'cash' }, { ...staff, 'if-match': etag });
    expect(first.status, first.text).toBe(201);
    // The first payment moved the order on: the same tag is now stale.
    const stale = await pay(order.id, { amount: 5, currency: 'EUR', method: 'cash' }, { ...staff, 'if-match': etag });
    expect(stale.status, stale.text).toBe(412);
    expect(stale.json.code).toBe('stale_order');
    const after = await call(paymentsRoute.GET, `/api/sip/orders/${order.id}/payments`, { params: { id: order.id }, headers: staff });
    expect(after.json.payments).toHaveLength(1);
    expect(after.json.paid).toBe(5);
  });

  it('a cancelled paid order shows what is owed back; the store’s staff record the refund, up to what was paid, then nothing is owed (docs/decisions.md#refunds)', async () => {
    const order = await placeOrder();
    const staff = await bearer(...STAFF);
    expect((await pay(order.id, { amount: 10, currency: 'EUR', method: 'cash' }, staff)).status).toBe(201);
    await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: order.id }, headers: staff });
    const owed = await call(paymentsRoute.GET, `/api/sip/orders/${order.id}/payments`, { params: { id: order.id }, headers: staff });
    expect(owed.json).toMatchObject({ paid: 10, due: 0, refundOwed: 10 });
    expect((await pay(order.id, { amount: -10.01, currency: 'EUR', method: 'cash' }, staff)).json.code).toBe('refund_exceeds_paid');
    const refund = await pay(order.id, { amount: -10, currency: 'EUR', method: 'cash', note: 'cancelled' }, staff);
    expect(refund.status, refund.text).toBe(201);
    expect(refund.json).toMatchObject({ paid: 0, due: 0, refundOwed: 0 });
    // The payments are the audit log: who refunded, when, how.
    expect(refund.json.payments.map((p: { amount: number; by: string }) => [p.amount, p.by])).toEqual([[10, 'staff.online@reprise.demo'], [-10, 'staff.online@reprise.demo']]);
  });
});
