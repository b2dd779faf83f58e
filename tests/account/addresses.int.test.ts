import { describe, expect, it } from 'vitest';
import * as addressesRoute from '@/app/api/sip/auth/me/addresses/route';
import * as addressRoute from '@/app/api/sip/auth/me/addresses/[id]/route';
import * as logoutRoute from '@/app/api/sip/auth/logout/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as linkRoute from '@/app/api/sip/orders/[id]/tracking-link/route';
import * as trackRoute from '@/app/api/sip/track/[token]/route';
import { newCustomer } from '../helpers/accounts';
import { CUSTOMER, PARIS_ADDRESS, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const body = (label: string, extra: Record<string, unknown> = {}) => ({ label, givenName: 'Inès', familyName: 'Roy', phone: '+33 6 12 34 56 78', address: { ...PARIS_ADDRESS, address: `${label} street` }, ...extra });
const list = async (headers: Record<string, string>) => (await call(addressesRoute.GET, '/api/sip/auth/me/addresses', { headers })).json as { id: string; label: string; isDefault: boolean; phone: string }[];
const add = (headers: Record<string, string>, b: unknown) => call(addressesRoute.POST, '/api/sip/auth/me/addresses', { method: 'POST', body: b, headers });
const patch = (headers: Record<string, string>, id: string, b: unknown) => call(addressRoute.PATCH, `/api/sip/auth/me/addresses/${id}`, { method: 'PATCH', body: b, params: { id }, headers });
const remove = (headers: Record<string, string>, id: string) => call(addressRoute.DELETE, `/api/sip/auth/me/addresses/${id}`, { method: 'DELETE', params: { id }, headers });

describe('saved addresses', () => {
  it('keeps exactly one default: the first, then the one made default; deleting it promotes the oldest', async () => {
    const { headers } = await newCustomer();
    const home = await add(headers, body('Home'));
    expect(home.status, home.text).toBe(201);
    expect(home.json).toMatchObject({ label: 'Home', isDefault: true, phone: '+33612345678' });
    await add(headers, body('Work'));
    const parents = await add(headers, body('Parents', { isDefault: true }));
    expect((await list(headers)).map((a) => [a.label, a.isDefault])).toEqual([['Parents', true], ['Home', false], ['Work', false]]);
    const work = (await list(headers)).find((a) => a.label === 'Work')!;
    const edited = await patch(headers, work.id, { label: 'Office', isDefault: true });
    expect(edited.json).toMatchObject({ label: 'Office', isDefault: true });
    expect((await list(headers)).filter((a) => a.isDefault).map((a) => a.label)).toEqual(['Office']);
    expect((await remove(headers, work.id)).status).toBe(204);
    expect((await list(headers)).map((a) => [a.label, a.isDefault])).toEqual([['Home', true], ['Parents', false]]);
    expect((await remove(headers, parents.json.id)).status).toBe(204);
  });

  it('answers 404 for someone else’s address, 401 without a session, 422 for a bad phone', async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { json } = await add(owner.headers, body('Home'));
    expect((await patch(stranger.headers, json.id, { label: 'Mine' })).status).toBe(404);
    expect((await remove(stranger.headers, json.id)).status).toBe(404);
    expect((await list(owner.headers))[0]!.label).toBe('Home');
    expect((await call(addressesRoute.GET, '/api/sip/auth/me/addresses')).status).toBe(401);
    expect((await add(owner.headers, body('Bad', { phone: '0612' }))).status).toBe(422);
  });

  it('updates the profile (names, phone), not the e-mail', async () => {
    const { headers, email } = await newCustomer();
    const res = await call(meRoute.PATCH, '/api/sip/auth/me', { method: 'PATCH', body: { givenName: 'Inès-Marie', phone: '+44 20 7946 0958', email: 'other@example.com' }, headers });
    expect(res.status, res.text).toBe(200);
    expect(res.json.account).toMatchObject({ givenName: 'Inès-Marie', phone: '+442079460958', email });
  });
});

describe('orders placed on this device', () => {
  it('hold a tracking link that opens the account’s order after sign-out; strangers get 404', async () => {
    const customer = await newCustomer();
    const { id: cartId } = await readyCart({ headers: customer.headers, customer: { ...CUSTOMER, email: customer.email } });
    const order = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'en', source: 'web' }, headers: customer.headers });
    const id = order.json.id as string;
    const stranger = await newCustomer();
    expect((await call(linkRoute.POST, `/api/sip/orders/${id}/tracking-link`, { method: 'POST', params: { id }, headers: stranger.headers })).status).toBe(404);
    const link = await call(linkRoute.POST, `/api/sip/orders/${id}/tracking-link`, { method: 'POST', params: { id }, headers: { ...customer.headers, 'accept-language': 'de' } });
    expect(link.status, link.text).toBe(201);
    expect(link.json.path).toBe(`/de/track/${link.json.token}`);
    await call(logoutRoute.POST, '/api/sip/auth/logout', { method: 'POST', headers: customer.headers });
    // Signed out: the order's own page is closed to this browser, the tracking link is not.
    expect((await call(orderRoute.GET, `/api/sip/orders/${id}`, { params: { id } })).status).toBe(404);
    const tracked = await call(trackRoute.GET, `/api/sip/track/${link.json.token}`, { params: { token: link.json.token } });
    expect(tracked.status, tracked.text).toBe(200);
    expect(tracked.json.orderNumber).toBe(order.json.orderNumber);
  });
});
