import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import * as archiveRoute from '@/app/api/sip/orders/[id]/archive/route';
import * as notesRoute from '@/app/api/sip/orders/[id]/notes/route';
import * as trackAnswerRoute from '@/app/api/sip/track/[token]/quote-answer/route';
import * as trackTransitionsRoute from '@/app/api/sip/track/[token]/transitions/route';
import { issueTrackingToken } from '@/lib/orders/tracking';
import { OrderSchema } from '@/lib/schemas/orders';
import { bearer } from '../helpers/booking';
import { call } from '../helpers/http';
import { answer, getOrder, placeOrder, propose, quotedOrder, receivedOrder, STAFF_PARIS, transition } from '../helpers/order-life';

describe('order versions and If-Match (docs/decisions.md#order-concurrency)', () => {
  it('answers the version in the body and as ETag, and bumps it on every change', async () => {
    const { orderId, staff } = await receivedOrder();
    const seen = await getOrder(orderId, staff);
    expect(seen.headers.get('etag')).toBe(`"${seen.json.version}"`);
    expect(seen.json.version).toBe(3); // booked, in_transit, received
    const moved = await transition(orderId, 'in_repair', staff, { 'if-match': `"3"` });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.version).toBe(4);
    expect(moved.headers.get('etag')).toBe('"4"');
  });

  it('refuses a stale If-Match on every state-changing order route with 412 and the fresh order, changing nothing', async () => {
    const { orderId, cartItemId, staff, booked } = await quotedOrder();
    const current = (await getOrder(orderId, staff)).json;
    const stale = { 'if-match': `"${current.version - 1}"`, 'accept-language': 'fr' };
    const token = await issueTrackingToken(await getDb(), orderId);
    const attempts = {
      transition: () => transition(orderId, 'cancelled', staff, stale),
      quote: () => propose(orderId, cartItemId, [{ subServiceId: booked.id, quantity: 1 }], staff, stale),
      answer: () => answer(orderId, { answer: 'accepted', channel: 'phone', note: 'Oui' }, staff, stale),
      archive: () => call(archiveRoute.PUT, '/x', { method: 'PUT', params: { id: orderId }, headers: { ...staff, ...stale } }),
      unarchive: () => call(archiveRoute.DELETE, '/x', { method: 'DELETE', params: { id: orderId }, headers: { ...staff, ...stale } }),
      note: () => call(notesRoute.POST, '/x', { method: 'POST', body: { body: 'x' }, params: { id: orderId }, headers: { ...staff, ...stale } }),
      trackTransition: () => call(trackTransitionsRoute.POST, '/x', { method: 'POST', body: { to: 'in_repair' }, params: { token }, headers: stale }),
      trackAnswer: () => call(trackAnswerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted' }, params: { token }, headers: stale }),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const res = await attempt();
      expect(res.status, `${name}: ${res.text}`).toBe(412);
      expect(res.json.code).toBe('stale_order');
      expect(res.json.title).toBe('Commande modifiée entre-temps');
      expect(res.headers.get('etag')).toBe(`"${current.version}"`);
      expect(OrderSchema.parse(res.json.order)).toMatchObject({ id: orderId, version: current.version, status: 'quote_pending' });
    }
    const after = (await getOrder(orderId, staff)).json;
    expect(after).toMatchObject({ version: current.version, status: 'quote_pending', isArchived: false });
    expect(after.pricing.baskets).toHaveLength(2);
    // The current version (or *) goes through.
    expect((await call(archiveRoute.PUT, '/x', { method: 'PUT', params: { id: orderId }, headers: { ...staff, 'if-match': `"${current.version}"` } })).status).toBe(200);
    expect((await call(archiveRoute.DELETE, '/x', { method: 'DELETE', params: { id: orderId }, headers: { ...staff, 'if-match': '*' } })).json.version).toBe(current.version + 2);
  }, 60_000);
});

describe('quote consent (docs/decisions.md#quote-consent)', () => {
  it('offers staff no plain step out of quote_pending, and says why in words', async () => {
    const { orderId, staff } = await quotedOrder();
    const seen = await getOrder(orderId, staff);
    expect(seen.json.allowedTransitions).toEqual([]);
    const res = await transition(orderId, 'in_repair', staff, { 'accept-language': 'fr' });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ code: 'invalid_transition', from: 'quote_pending', to: 'in_repair' });
    expect(res.json.detail).toContain('Nouveau devis à valider');
    expect(res.json.detail).not.toContain('quote_pending');
    const silent = await answer(orderId, { answer: 'accepted' }, staff);
    expect(silent.status).toBe(422);
    expect(silent.json.errors.map((e: { path: string }) => e.path).sort()).toEqual(['channel', 'note']);
    expect((await getOrder(orderId, staff)).json.status).toBe('quote_pending');
  });

  it('records staff answering on the customer’s behalf: who, how, what was said', async () => {
    const { orderId, staff, extra } = await quotedOrder();
    const res = await answer(orderId, { answer: 'accepted', channel: 'phone', note: 'Agreed on the phone at 10:12.' }, staff);
    expect(res.status, res.text).toBe(200);
    const order = OrderSchema.parse(res.json);
    expect(order.status).toBe('in_repair');
    expect(order.histories.at(-1)).toMatchObject({ status: 'in_repair', role: 'staff', onBehalf: 'phone', note: 'Agreed on the phone at 10:12.' });
    expect(order.histories.at(-1)!.by).toBeTruthy();
    expect(order.quote).toMatchObject({ status: 'accepted' });
    expect(order.quote!.lines.find((l) => l.subServiceId === extra.id)).toMatchObject({ change: 'added', bookedQuantity: 0, quantity: 1 });
  });

  it('lets the customer answer in their own name only, from the tracking link, and shows the quote line by line', async () => {
    const { orderId, staff, booked, extra } = await quotedOrder();
    const token = await issueTrackingToken(await getDb(), orderId);
    const withChannel = await call(trackAnswerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted', channel: 'phone' }, params: { token } });
    expect(withChannel.status).toBe(422);
    const seen = OrderSchema.parse((await getOrder(orderId, staff)).json);
    expect(seen.quote).toMatchObject({ status: 'pending', note: 'Torn further than the photo showed.' });
    expect(seen.quote!.lines.map((l) => [l.subServiceId, l.change])).toEqual([
      [booked.id, 'unchanged'],
      [extra.id, 'added'],
    ]);
    expect(seen.quote!.lines[1]!.price).toBe(extra.price.EUR! / 100);
    const res = await call(trackAnswerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted' }, params: { token }, headers: { 'if-match': `"${seen.version}"` } });
    expect(res.status, res.text).toBe(200);
    expect(res.json.histories.at(-1)).toMatchObject({ status: 'in_repair', onBehalf: null, by: null });
  });

  it('reads a declined quote as declined, with what is owed: the way back, by the order’s logistics', async () => {
    const { orderId, staff } = await quotedOrder();
    const res = await answer(orderId, { answer: 'declined', channel: 'email', note: 'Too dear, send it back.' }, staff);
    expect(res.status, res.text).toBe(200);
    const order = OrderSchema.parse(res.json);
    expect(order.status).toBe('returning');
    expect(order.quote!.status).toBe('declined');
    expect(order.pricing.baskets.map((b) => [b.step, b.isValidated, b.answer ?? null])).toEqual([
      ['booking', true, null],
      ['quote', false, 'declined'],
      ['declined', true, null],
    ]);
    const owed = order.pricing.baskets[2]!.costToUser;
    expect(owed.totalService).toBe(0);
    expect(owed.total).toBe(order.pricing.baskets[0]!.costToUser.delivery + owed.serviceFee.fee);
    expect(order).toMatchObject({ isRevoked: true, isRevokedByCustomer: true });
  });
});

describe('money follows the accepted basket (docs/decisions.md#quote-consent)', () => {
  it('prices the order after acceptance exactly as a fresh order booked with the accepted services, keeping the old basket', async () => {
    const { orderId, staff, booked, extra, quoted } = await quotedOrder();
    const before = OrderSchema.parse(quoted);
    const accepted = OrderSchema.parse((await answer(orderId, { answer: 'accepted', channel: 'in_store', note: 'OK at the counter' }, staff)).json);
    const fresh = OrderSchema.parse(
      (await placeOrder({ lines: [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }] })).order,
    );
    expect(accepted.pricing.comissions).toEqual(fresh.pricing.comissions);
    expect(accepted.pricing.comissions).not.toEqual(before.pricing.comissions);
    expect(accepted.pricing.baskets[1]!.costToUser).toEqual(fresh.pricing.baskets[0]!.costToUser);
    expect(accepted.pricing.baskets[0]).toEqual(before.pricing.baskets[0]); // the booking stays as it was
  });

  it('owes nothing on a cancelled order', async () => {
    const { orderId } = await placeOrder();
    const staff = await bearer('staff.online@reprise.demo', 'demo-staff-online');
    expect((await transition(orderId, 'cancelled', staff)).status).toBe(200);
    const { queryRows } = await import('../helpers/db');
    const { sql } = await import('drizzle-orm');
    const [row] = await queryRows<{ total_minor: number }>(sql`select total_minor from orders where id = ${orderId}`);
    expect(row!.total_minor).toBe(0);
  });
});

describe('transitions follow the logistics (docs/decisions.md#statuses)', () => {
  it('brings an in-store order back by ready_for_collection and a postal one by returning', async () => {
    const paris = await bearer(...STAFF_PARIS);
    const store = await receivedOrder({ headers: paris, kind: 'store_drop_off', staff: STAFF_PARIS });
    const postal = await receivedOrder();
    for (const { orderId, staff } of [store, postal]) {
      for (const to of ['in_repair', 'repaired']) expect((await transition(orderId, to, staff)).status).toBe(200);
    }
    expect((await getOrder(store.orderId, paris)).json.allowedTransitions).toEqual(['ready_for_collection']);
    expect((await getOrder(postal.orderId, postal.staff)).json.allowedTransitions).toEqual(['returning']);
    expect((await transition(store.orderId, 'returning', paris)).status).toBe(409);
    expect((await transition(postal.orderId, 'ready_for_collection', postal.staff)).status).toBe(409);
  }, 60_000);
});
