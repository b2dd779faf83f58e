import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { customers, orders, outboxEvents } from '@/db/schema';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { confirmSignup, ip, PASSWORD, signupMessages, tokenIn } from './accounts';
import { CUSTOMER, readyCart } from './booking';
import { call } from './http';

// The checkout's "create an account" box, step by step through the routes (docs/decisions.md#signup-confirmation).

export const newEmail = (prefix = 'checkout') => `${prefix}-${crypto.randomUUID()}@example.com`;

export async function guestCart(email: string) {
  return (await readyCart({ customer: { ...CUSTOMER, email } })).id;
}

export async function askForAccount(email: string, cartId: string) {
  const res = await call(signupRoute.POST, '/api/sip/auth/signup', {
    method: 'POST',
    body: { email, password: PASSWORD, givenName: 'Léa', familyName: 'Martin', cartId },
    headers: { 'x-forwarded-for': ip() },
  });
  expect(res.status, res.text).toBe(202);
}

export async function confirmLink(email: string) {
  const [message] = await signupMessages(email);
  const res = await confirmSignup(tokenIn(message!.text)!);
  expect(res.status, res.text).toBe(201);
  return { accountId: res.json.account.id as string, headers: { authorization: `Bearer ${res.json.session.token}` } };
}

export async function placeAsGuest(cartId: string): Promise<string> {
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId } });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
}

export async function orderIdsOf(headers: Record<string, string>): Promise<string[]> {
  const res = await call(ordersRoute.GET, '/api/sip/orders', { headers });
  expect(res.status, res.text).toBe(200);
  return (res.json as { id: string }[]).map((o) => o.id);
}

/** The outbox's round for this order only (the run's database is shared with other files). */
export async function dispatchOrderCreated(orderId: string) {
  const db = await getDb();
  const events = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(and(eq(outboxEvents.orderId, orderId), eq(outboxEvents.type, 'order.created')));
  await dispatchEvents(db, { now: new Date(), mail: false, eventIds: events.map((e) => e.id) });
}

export async function ownerOf(orderId: string) {
  const db = await getDb();
  const [row] = await db.select({ account: orders.accountId, customerAccount: customers.accountId }).from(orders).innerJoin(customers, eq(customers.id, orders.customerId)).where(eq(orders.id, orderId));
  return row!;
}
