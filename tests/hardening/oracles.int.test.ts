import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { readyCart } from '../helpers/booking';
import { call, comparableHeaders } from '../helpers/http';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { newCustomer, signUp } from '../helpers/accounts';

async function customerHeaders() {
  const res = await signUp({ body: { email: `o-${crypto.randomUUID()}@example.com`, password: 'a fine long passphrase', givenName: 'Inès', familyName: 'Roy' },
    headers: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  return { authorization: `Bearer ${res.json.session.token}` };
}

/** The answer without what differs on every response. */
const comparable = (res: { status: number; json: Record<string, unknown> }) => {
  const { instance: _instance, ...body } = res.json;
  return { status: res.status, body };
};

describe('POST /api/sip/orders is no oracle for other people’s items', () => {
  it('answers an item of someone else’s cart exactly like an unknown item', async () => {
    const owner = await customerHeaders();
    const { cart } = await readyCart({ headers: owner });
    const foreignItem = cart.items[0].id as string;
    const stranger = await customerHeaders();
    const order = (itemId: string) =>
      call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { items: [{ itemId, subServices: [] }] }, headers: stranger });
    const foreign = await order(foreignItem);
    const unknown = await order('0190f0f0-0000-7000-8000-000000000000');
    expect(comparable(foreign)).toEqual(comparable(unknown));
    expect(foreign.status).toBe(422);
    expect(foreign.json.errors[0].path).toBe('cartId');
    // The owner still orders with the same body shape (the item ids find the cart).
    const own = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { items: [{ itemId: foreignItem, subServices: [] }] }, headers: owner });
    expect(own.status, own.text).not.toBe(422);
  });
});

describe('POST /api/sip/auth/signup is no oracle for accounts', () => {
  it('answers an address with an account (a staff one too) exactly like a new one: 202, no session', async () => {
    const attempt = (email: string) =>
      call(signupRoute.POST, '/api/sip/auth/signup', { method: 'POST', body: { email, password: 'a fine long passphrase', givenName: 'Eve', familyName: 'Probe' }, headers: { 'x-forwarded-for': '192.0.2.77' } });
    const answers = await Promise.all([(await newCustomer()).email, 'staff.paris@reprise.demo', `nobody-${crypto.randomUUID()}@example.com`].map(attempt));
    const seen = answers.map((res) => ({ status: res.status, headers: comparableHeaders(res.headers), body: res.text }));
    expect(seen[0]).toEqual(seen[2]);
    expect(seen[1]).toEqual(seen[2]);
    expect(seen[2]!.status).toBe(202);
  });
});
