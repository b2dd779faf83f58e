import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { emailMessages, outboxEvents } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { bearer } from '../helpers/booking';
import { addGarment, choose, getAdminOrder, getOrder, NO_ADDRESS_CUSTOMER, newCart, options, placeOrder, setCustomer } from '../helpers/counter';
import { transition } from '../helpers/invoices';

// A walk-in who gives a phone number and no e-mail is booked at the counter (issue 35 item 9,
// docs/counter.md#phone-only): the cart's customer may come without e-mail on a counter cart
// (made by staff) only; nothing is mailed to nobody, and the outbox goes on.
let paris: Record<string, string>;
beforeAll(async () => {
  paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
}, 60_000);

const { email: _email, ...PHONE_ONLY } = { ...NO_ADDRESS_CUSTOMER, familyName: 'Sansmail' };
const pathsOf = (json: { errors?: { path: string }[] }) => (json.errors ?? []).map((e) => e.path);

/** Dispatches this order's pending events (the run's database is shared) and returns its e-mails. */
async function dispatchOrder(orderId: string) {
  const db = await getDb();
  const events = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(eq(outboxEvents.orderId, orderId));
  await dispatchEvents(db, { now: new Date(), mail: false, eventIds: events.map((e) => e.id) });
  const undispatched = (await db.select({ at: outboxEvents.dispatchedAt }).from(outboxEvents).where(eq(outboxEvents.orderId, orderId))).filter((e) => e.at === null);
  return { events: events.length, undispatched: undispatched.length, emails: await db.select().from(emailMessages).where(eq(emailMessages.orderId, orderId)) };
}

describe('phone-only walk-ins at the counter', () => {
  it('staff book a customer with a phone and no e-mail; the order says so and nothing is mailed', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    const set = await setCustomer(id, paris, PHONE_ONLY);
    expect(set.status, set.text).toBe(200);
    expect(set.json.customer.email).toBe('');
    expect(set.json.customer.phone).toBe('+33611223344');
    const dropOff = (await options(id, paris)).find((o) => o.kind === 'store_drop_off')!;
    expect((await choose(id, paris, dropOff.id)).status).toBe(200);
    const placed = await placeOrder(paris, { cartId: id, source: 'store' });
    expect(placed.status, placed.text).toBe(201);
    const orderId = placed.json.id as string;
    expect(placed.json.customer.email).toBe('');

    expect((await getOrder(orderId, paris)).json.customer.email).toBe('');
    const detail = await getAdminOrder(orderId, paris);
    expect(detail.status, detail.text).toBe(200);

    // The outbox handles the order's events (webhooks and all) and writes no e-mail to nobody.
    const created = await dispatchOrder(orderId);
    expect(created.events).toBeGreaterThan(0);
    expect(created.undispatched).toBe(0);
    expect(created.emails).toEqual([]);

    // A later step too: no e-mail, no stuck event.
    const moved = await transition(orderId, 'in_transit', paris);
    expect(moved.status, moved.text).toBe(200);
    const after = await dispatchOrder(orderId);
    expect(after.undispatched).toBe(0);
    expect(after.emails).toEqual([]);
  });

  it('the same customer with an e-mail is mailed as before (the rule is "no address, no mail", not "no mail at the counter")', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    expect((await setCustomer(id, paris, { ...PHONE_ONLY, email: `walkin-${crypto.randomUUID()}@example.com` })).status).toBe(200);
    const dropOff = (await options(id, paris)).find((o) => o.kind === 'store_drop_off')!;
    await choose(id, paris, dropOff.id);
    const placed = await placeOrder(paris, { cartId: id, source: 'store' });
    expect(placed.status, placed.text).toBe(201);
    const { emails } = await dispatchOrder(placed.json.id);
    expect(emails.map((e) => e.toAddress)).toEqual([placed.json.customer.email]);
  });

  it('a web customer still gives an e-mail: 422 naming email', async () => {
    const id = await newCart({}, { zipCode: '75011', country: 'FR' });
    await addGarment(id, {});
    const refused = await setCustomer(id, {}, { ...PHONE_ONLY, address: { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' } });
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.json)).toEqual(['email']);
    expect(refused.json.errors[0].message).toMatch(/e-mail/i);
  });

  it('a counter customer still gives a phone: without both, 422 naming phone', async () => {
    const id = await newCart(paris);
    await addGarment(id, paris);
    const { phone: _phone, ...nothing } = PHONE_ONLY;
    const refused = await setCustomer(id, paris, nothing);
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.json)).toEqual(['phone']);
  });
});
