import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { customers, orders, outboxEvents } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { confirmSignup, ip, PASSWORD, signupMessages, tokenIn } from '../helpers/accounts';
import { CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// The checkout's "create an account" box (docs/decisions.md#signup-confirmation): the booking
// goes on as a guest's and becomes the account's once the e-mailed link is confirmed.

const newEmail = () => `checkout-${crypto.randomUUID()}@example.com`;

async function guestCart(email: string) {
  return (await readyCart({ customer: { ...CUSTOMER, email } })).id;
}

async function askForAccount(email: string, cartId: string) {
  const res = await call(signupRoute.POST, '/api/sip/auth/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, givenName: 'Léa', familyName: 'Martin', cartId },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status, res.text).toBe(202);
}

async function confirmLink(email: string) {
  const [message] = await signupMessages(email);
  const res = await confirmSignup(tokenIn(message!.text)!);
  expect(res.status, res.text).toBe(201);
  return { accountId: res.json.account.id as string, headers: { authorization: `Bearer ${res.json.session.token}` } };
}

async function placeAsGuest(cartId: string): Promise<string> {
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

async function orderIdsOf(headers: Record<string, string>): Promise<string[]> {
  const res = await call(ordersRoute.GET, '/api/sip/orders', { headers });
  expect(res.status, res.text).toBe(200);
  return (res.json as { id: string }[]).map((o) => o.id);
}

/** The outbox's round for this order only (the run's database is shared with other files). */
async function dispatchOrderCreated(orderId: string) {
  const db = await getDb();
  const events = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(and(eq(outboxEvents.orderId, orderId), eq(outboxEvents.type, 'order.created')));
  await dispatchEvents(db, { now: new Date(), mail: false, eventIds: events.map((e) => e.id) });
}

async function ownerOf(orderId: string) {
  const db = await getDb();
  const [row] = await db.select({ account: orders.accountId, customerAccount: customers.accountId }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId));
  return row!;
}

describe('an account asked for at checkout', () => {
  it('gets the order placed before its link was confirmed', async () => {
    const email = newEmail();
    const cartId = await guestCart(email);
    await askForAccount(email, cartId);
    const orderId = await placeAsGuest(cartId);
    expect((await ownerOf(orderId)).account).toBeNull();

    const { accountId, headers } = await confirmLink(email);
    expect(await orderIdsOf(headers)).toEqual([orderId]);
    expect(await ownerOf(orderId)).toEqual({ account: accountId, customerAccount: accountId });
  });

  it('gets the order placed, still as a guest, after its link was confirmed (another device)', async () => {
    const email = newEmail();
    const cartId = await guestCart(email);
    await askForAccount(email, cartId);
    const { accountId, headers } = await confirmLink(email);
    expect(await orderIdsOf(headers)).toEqual([]);

    const orderId = await placeAsGuest(cartId);
    await dispatchOrderCreated(orderId);
    expect(await orderIdsOf(headers)).toEqual([orderId]);
    expect((await ownerOf(orderId)).account).toBe(accountId);
  });

  it('never gets an order booked under another e-mail, even from the cart it named', async () => {
    const email = newEmail();
    const someoneElse = newEmail();
    const cartId = await guestCart(someoneElse);
    await askForAccount(email, cartId);
    const orderId = await placeAsGuest(cartId);
    const { headers } = await confirmLink(email);
    await dispatchOrderCreated(orderId);
    expect(await orderIdsOf(headers)).toEqual([]);
    expect((await ownerOf(orderId)).account).toBeNull();
  });

  it('gets nothing of a cart it did not name: the same e-mail on another guest order stays a guest order', async () => {
    const email = newEmail();
    const named = await guestCart(email);
    const other = await guestCart(email);
    await askForAccount(email, named);
    const otherOrder = await placeAsGuest(other);
    const { headers } = await confirmLink(email);
    await dispatchOrderCreated(otherOrder);
    expect(await orderIdsOf(headers)).toEqual([]);
  });
});
