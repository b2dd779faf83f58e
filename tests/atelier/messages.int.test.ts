import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as commentsRoute from '@/app/api/sip/orders/[id]/comments/route';
import { getDb } from '@/db/client';
import { emailMessages, outboxEvents } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { getOrder, placeOrder, STAFF_ONLINE } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, newAtelier } from './helpers';

type Headers = Record<string, string>;
const post = (id: string, body: unknown, headers: Headers = {}) => call(commentsRoute.POST, '/x', { method: 'POST', body, params: { id }, headers });

/** The order's message events dispatched (only these: the run's database is shared), then the e-mails they made. */
async function threadMails(orderId: string) {
  const db = await getDb();
  const events = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(and(eq(outboxEvents.orderId, orderId), eq(outboxEvents.type, 'order.message_posted')));
  await dispatchEvents(db, { now: new Date(), mail: false, eventIds: events.map((e) => e.id) });
  return db.select().from(emailMessages).where(eq(emailMessages.orderId, orderId));
}

describe('the order thread (docs/atelier.md#messages)', () => {
  it('carries the customer’s request, the store’s answer and the atelier’s message in comments and requests, each e-mailed to the other side', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    const { orderId } = await placeOrder();

    // The guest customer, by the order's id: a request, with markup that must stay text.
    const text = 'Please call me before <script>alert(1)</script> & shorten the sleeves';
    const asked = await post(orderId, { text, request: 'call_before' });
    expect(asked.status, asked.text).toBe(201);
    const requestId = asked.json.requests[0].id as string;
    expect(asked.json.requests).toEqual([expect.objectContaining({ id: requestId, kind: 'call_before', text, status: 'open', answeredAt: null, answeredBy: null })]);
    expect(asked.json.comments).toEqual([expect.objectContaining({ id: requestId, role: 'customer', text, requestId })]);

    // The customer's message went to the store and to the atelier, escaped in the HTML, never with the customer's contact.
    let mails = await threadMails(orderId);
    const toStore = mails.find((m) => m.kind === 'message_to_store')!;
    const toAtelier = mails.find((m) => m.kind === 'message_to_atelier')!;
    expect(toStore.toAddress).toBe(asked.json.store.email);
    expect(toAtelier.toAddress).toBe(ATELIER_MONTORGUEIL[0]);
    for (const m of [toStore, toAtelier]) {
      expect(m.html).not.toContain('<script>');
      expect(m.html).toContain('&lt;script&gt;');
      expect(m.text).toContain(text);
    }
    expect(toAtelier.html).toContain(`/atelier/orders/${orderId}`);
    expect(toAtelier.text).not.toContain(asked.json.customer.email);
    expect(toAtelier.text).not.toContain(asked.json.customer.phone);

    // Only the store or the atelier answers; only the customer asks.
    expect((await post(orderId, { text: 'Sure', answers: requestId })).status).toBe(422);
    expect((await post(orderId, { text: 'Hm', request: 'other' }, staff)).status).toBe(422);
    expect((await post(orderId, { text: 'Hm', answers: 'nope' }, staff)).status).toBe(422);
    const answered = await post(orderId, { text: 'We will call you tomorrow.', answers: requestId }, staff);
    expect(answered.status, answered.text).toBe(201);
    expect(answered.json.requests[0]).toEqual(expect.objectContaining({ status: 'answered', answeredBy: 'staff' }));
    expect((await post(orderId, { text: 'Again', answers: requestId }, atelier)).status).toBe(422);

    // The atelier writes; the customer is e-mailed with a tracking link; webhooks get order.message_posted.
    const reply = await post(orderId, { text: 'Sleeves: 2 cm shorter, fine.' }, atelier);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.comments.map((c: { role: string; authorName: string }) => c.role)).toEqual(['customer', 'staff', 'atelier']);
    expect(reply.json.comments[2].authorName).toBe(reply.json.provider.displayName);
    mails = await threadMails(orderId);
    const toCustomer = mails.filter((m) => m.kind === 'message_to_customer');
    expect(toCustomer.map((m) => m.toAddress)).toEqual([asked.json.customer.email, asked.json.customer.email]);
    expect(toCustomer.some((m) => m.text.includes('Sleeves: 2 cm shorter, fine.') && /\/track\/[A-Za-z0-9_-]{43}/.test(m.text))).toBe(true);
    const events = await (await getDb()).select().from(outboxEvents).where(and(eq(outboxEvents.orderId, orderId), eq(outboxEvents.type, 'order.message_posted')));
    expect(events).toHaveLength(3);

    // Everyone who reaches the order reads the same thread.
    for (const headers of [staff, atelier, {}]) expect((await getOrder(orderId, headers)).json.comments).toHaveLength(3);
  });

  it('refuses another atelier (404), text over 2,000 characters (422), and an 11th message in 10 minutes (429)', async () => {
    const { orderId } = await placeOrder();
    const foreign = await newAtelier();
    expect((await post(orderId, { text: 'Hello' }, foreign.headers)).status).toBe(404);
    expect((await post('no-such-order', { text: 'Hello' })).status).toBe(404);
    expect((await post(orderId, { text: 'x'.repeat(2001) })).status).toBe(422);
    expect((await post(orderId, { text: '   ' })).status).toBe(422);
    expect((await post(orderId, { text: 'x'.repeat(2000) })).status).toBe(201);
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    for (let i = 0; i < 9; i++) expect((await post(orderId, { text: `note ${i}` }, atelier)).status).toBe(201);
    expect((await post(orderId, { text: 'note 9' }, atelier)).status).toBe(201);
    const limited = await post(orderId, { text: 'one too many' }, atelier);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // The limit is the author's on this order: the customer still writes.
    expect((await post(orderId, { text: 'Still here' })).status).toBe(201);
  });

  it('shows the atelier no contact detail of the customer', async () => {
    const { orderId } = await placeOrder();
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    const seen = (await getOrder(orderId, atelier)).json;
    const staffSeen = (await getOrder(orderId, await bearer(...STAFF_ONLINE))).json;
    expect(staffSeen.customer.email).not.toBe('');
    expect([seen.customer.email, seen.customer.phone, seen.attributes.receivingEntity.email, seen.attributes.receivingEntity.phone]).toEqual(['', '', '', '']);
    expect(seen.address).toBeNull();
    expect(seen.attributes.receivingEntity.shippingAddress).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(staffSeen.customer.email);
  });
});
