import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as itemRoute from '@/app/api/sip/shopping-cart/[id]/items/[itemId]/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as optionsRoute from '@/app/api/sip/shopping-cart/[id]/logistic-options/route';
import * as chooseRoute from '@/app/api/sip/shopping-cart/[id]/logistic-option/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as answerRoute from '@/app/api/sip/orders/[id]/quote-answer/route';
import * as photosRoute from '@/app/api/sip/photos/route';
import * as loginRoute from '@/app/api/sip/auth/login/route';
import * as logoutRoute from '@/app/api/sip/auth/logout/route';
import { CUSTOMER, itemFor, readyCart } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'a fine long passphrase';

async function account() {
  const email = `s-${crypto.randomUUID()}@example.com`;
  const res = await signUp({ body: { email, password: PASSWORD, givenName: 'Zoé', familyName: 'Blanc' } });
  return { email, token: res.json.session.token as string, accountId: res.json.account.id as string };
}

/** Every optional-auth route, as a write or read a guest could make. */
async function optionalAuthCalls() {
  const { id: cartId, cart } = await readyCart();
  const itemId = cart.items[0].id as string;
  const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id } });
  const orderId = placed.json.id as string;
  const { body: itemBody } = await itemFor('mtg-trousers-restitch-lined-seam');
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'a.jpg');
  return {
    'POST /shopping-cart': (h: Record<string, string>) => call(createCartRoute.POST, '/x', { method: 'POST', body: {}, headers: h }),
    'GET /shopping-cart/{id}': (h: Record<string, string>) => call(cartRoute.GET, '/x', { params: { id: cartId }, headers: h }),
    'PATCH /shopping-cart/{id}': (h: Record<string, string>) => call(cartRoute.PATCH, '/x', { method: 'PATCH', body: { language: 'de' }, params: { id: cartId }, headers: h }),
    'POST /shopping-cart/{id}/items': (h: Record<string, string>) => call(itemsRoute.POST, '/x', { method: 'POST', body: itemBody, params: { id: cartId }, headers: h }),
    'DELETE /shopping-cart/{id}/items/{itemId}': (h: Record<string, string>) => call(itemRoute.DELETE, '/x', { method: 'DELETE', params: { id: cartId, itemId }, headers: h }),
    'POST /shopping-cart/{id}/customer': (h: Record<string, string>) => call(customerRoute.POST, '/x', { method: 'POST', body: CUSTOMER, params: { id: cartId }, headers: h }),
    'GET /shopping-cart/{id}/logistic-options': (h: Record<string, string>) => call(optionsRoute.GET, '/x', { params: { id: cartId }, headers: h }),
    'POST /shopping-cart/{id}/logistic-option': (h: Record<string, string>) => call(chooseRoute.POST, '/x', { method: 'POST', body: { logisticOption: 'x' }, params: { id: cartId }, headers: h }),
    'POST /orders': (h: Record<string, string>) => call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId }, headers: h }),
    'GET /orders/{id}': (h: Record<string, string>) => call(orderRoute.GET, '/x', { params: { id: orderId }, headers: h }),
    'POST /orders/{id}/transitions': (h: Record<string, string>) => call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: orderId }, headers: h }),
    'POST /orders/{id}/quote-answer': (h: Record<string, string>) => call(answerRoute.POST, '/x', { method: 'POST', body: { answer: 'accepted' }, params: { id: orderId }, headers: h }),
    'POST /photos': async (h: Record<string, string>) => {
      const req = new Request(`${ORIGIN}/api/sip/photos`, { method: 'POST', body: form, headers: h });
      const { NextRequest } = await import('next/server');
      const res = await photosRoute.POST(new NextRequest(req), { params: Promise.resolve({}) });
      return { status: res.status, json: await res.json() };
    },
    orderId,
    cartId,
  };
}

describe('strict credentials (docs/decisions.md#strict-credentials)', () => {
  it('answers 401 session_expired to a garbage, expired or revoked bearer or cookie on every optional-auth route, and writes nothing', async () => {
    const expired = await account();
    await (await getDb()).execute(sql`update sessions set expires_at = now() - interval '1 second' where account_id = ${expired.accountId}`);
    const revoked = await account();
    expect((await call(logoutRoute.POST, '/x', { method: 'POST', headers: { authorization: `Bearer ${revoked.token}` } })).status).toBe(204);
    const credentials = {
      'garbage bearer': { authorization: 'Bearer not-a-token' },
      'oversized bearer': { authorization: `Bearer ${'x'.repeat(300)}` },
      // #36.6: not a well-formed Bearer at all — never a guest, nor the cookie beside it.
      'basic credentials': { authorization: `Basic ${btoa('camille@reprise.demo:demo-customer-camille')}` },
      'empty bearer': { authorization: 'Bearer ' },
      'bearer with a space inside': { authorization: `Bearer ${revoked.token} x` },
      'other scheme beside a live cookie': { authorization: 'Digest username="x"', cookie: `reprise_session=${expired.token}`, origin: ORIGIN },
      'expired bearer': { authorization: `Bearer ${expired.token}` },
      'revoked bearer': { authorization: `Bearer ${revoked.token}` },
      'garbage cookie': { cookie: 'reprise_session=forged', origin: ORIGIN },
      'revoked cookie': { cookie: `reprise_session=${revoked.token}`, origin: ORIGIN },
    };
    const { orderId, cartId, ...routes } = await optionalAuthCalls();
    const counts = async () => (await queryRows<{ carts: number; orders: number; photos: number }>(sql`select (select count(*)::int from carts) carts, (select count(*)::int from orders) orders, (select count(*)::int from photos) photos`))[0]!;
    const before = await counts();
    for (const [who, headers] of Object.entries(credentials)) {
      for (const [route, run] of Object.entries(routes)) {
        const res = await run({ ...headers, 'accept-language': 'en' });
        expect(res.status, `${who} → ${route}`).toBe(401);
        expect(res.json.code, `${who} → ${route}`).toBe('session_expired');
      }
    }
    expect(await counts()).toEqual(before);
    const order = await queryRows<{ status: string }>(sql`select status from orders where id = ${orderId}`);
    expect(order[0]!.status).toBe('booked');
    const cart = await queryRows<{ language: string }>(sql`select language from carts where id = ${cartId}`);
    expect(cart[0]!.language).not.toBe('de');
  }, 120_000);

  it('clears a dead cookie, still treats no token at all as a guest, and lets a dead token sign in again', async () => {
    const dead = await call(createCartRoute.POST, '/x', { method: 'POST', body: {}, headers: { cookie: 'reprise_session=forged', origin: ORIGIN } });
    expect(dead.status).toBe(401);
    expect(dead.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^reprise_session=; Path=\/; Max-Age=0/)]));
    expect((await call(createCartRoute.POST, '/x', { method: 'POST', body: {} })).status).toBe(201);
    const revoked = await account();
    await call(logoutRoute.POST, '/x', { method: 'POST', headers: { authorization: `Bearer ${revoked.token}` } });
    const login = await call(loginRoute.POST, '/x', { method: 'POST', body: { email: revoked.email, password: PASSWORD }, headers: { cookie: `reprise_session=${revoked.token}`, origin: ORIGIN } });
    expect(login.status, login.text).toBe(200);
  });
});
