import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as signupRoute from '@/app/api/sip/auth/signup/route';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

async function customerHeaders() {
  const res = await call(signupRoute.POST, '/api/sip/auth/signup', {
    method: 'POST',
    body: { email: `o-${crypto.randomUUID()}@example.com`, password: 'a fine long passphrase', givenName: 'Inès', familyName: 'Roy' },
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
