import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { revokeTrackingTokens } from '@/db/tracking-tokens';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as trackRoute from '@/app/api/sip/track/[token]/route';
import * as trackTransitionsRoute from '@/app/api/sip/track/[token]/transitions/route';
import { issueTrackingToken, orderAccessFromTrackingToken, TRACKING_GRACE_MS, TRACKING_LIMITS } from '@/lib/orders/tracking';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { signUp } from '../helpers/accounts';

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

async function accountOrder() {
  const signup = await signUp({ body: { email: `t-${crypto.randomUUID()}@example.com`, password: 'a fine long passphrase', givenName: 'Noé', familyName: 'Petit' } });
  const headers = { authorization: `Bearer ${signup.json.session.token}` };
  const { id } = await readyCart({ headers });
  const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'en', source: 'web' }, headers });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: string; orderNumber: string };
}

describe('tracking links', () => {
  it('open an account’s order with no session, allow cancelling it and nothing else, and never another order', async () => {
    const order = await accountOrder();
    const other = await accountOrder();
    expect((await call(orderRoute.GET, '/x', { params: { id: order.id } })).status).toBe(404);
    const token = await issueTrackingToken(await getDb(), order.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const seen = await call(trackRoute.GET, '/x', { params: { token } });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: order.id, orderNumber: order.orderNumber, allowedTransitions: ['cancelled'] });
    const forbidden = await call(trackTransitionsRoute.POST, '/x', { method: 'POST', body: { to: 'in_transit' }, params: { token } });
    expect(forbidden.status).toBe(409);
    const cancelled = await call(trackTransitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { token } });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json.status).toBe('cancelled');
    expect((await call(orderRoute.GET, '/x', { params: { id: other.id } })).status).toBe(404);
    expect((await call(trackRoute.GET, '/x', { params: { token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') } })).status).toBe(404);
  }, 60_000);

  it('stop working once revoked, and 90 days after the order completed', async () => {
    const db = await getDb();
    const order = await accountOrder();
    const token = await issueTrackingToken(db, order.id);
    const admin = await bearer(...ADMIN);
    for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'returning', 'completed']) {
      expect((await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to }, params: { id: order.id }, headers: admin })).status).toBe(200);
    }
    const now = Date.now();
    expect(await orderAccessFromTrackingToken(token, new Date(now + TRACKING_GRACE_MS - 60_000))).not.toBeNull();
    expect(await orderAccessFromTrackingToken(token, new Date(now + TRACKING_GRACE_MS + 60_000))).toBeNull();
    expect(await revokeTrackingTokens(db, order.id, new Date())).toBe(1);
    expect((await call(trackRoute.GET, '/x', { params: { token } })).status).toBe(404);
  }, 60_000);

  it(`keep at most ${TRACKING_LIMITS.liveLinksPerOrder} live links per order: minting more revokes the oldest (#36.7)`, async () => {
    const db = await getDb();
    const order = await accountOrder();
    const tokens: string[] = [];
    for (let i = 0; i < TRACKING_LIMITS.liveLinksPerOrder + 3; i++) tokens.push(await issueTrackingToken(db, order.id, new Date(Date.now() + i)));
    const open = await Promise.all(tokens.map(async (token) => (await orderAccessFromTrackingToken(token)) !== null));
    expect(open).toEqual(tokens.map((_, i) => i >= 3));
  }, 60_000);

  it(`refuse a client past ${TRACKING_LIMITS.missesPerClient} tokens that open nothing, before any lookup; others and good links unaffected (#36.7)`, async () => {
    const order = await accountOrder();
    const good = await issueTrackingToken(await getDb(), order.id);
    const guesser = { 'x-forwarded-for': '203.0.113.90' };
    const guess = () => call(trackRoute.GET, '/x', { params: { token: crypto.randomUUID().replace(/-/g, '').padEnd(43, 'x') }, headers: guesser });
    // Good links do not use the budget up.
    for (let i = 0; i < 3; i++) expect((await call(trackRoute.GET, '/x', { params: { token: good }, headers: guesser })).status).toBe(200);
    for (let i = 0; i < TRACKING_LIMITS.missesPerClient; i++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Past the limit even a good token is refused from that client (nothing is looked up)...
    expect((await call(trackRoute.GET, '/x', { params: { token: good }, headers: guesser })).status).toBe(429);
    expect((await call(trackTransitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { token: good }, headers: guesser })).status).toBe(429);
    // ...while another client opens it.
    expect((await call(trackRoute.GET, '/x', { params: { token: good }, headers: { 'x-forwarded-for': '203.0.113.91' } })).status).toBe(200);
  }, 60_000);
});
