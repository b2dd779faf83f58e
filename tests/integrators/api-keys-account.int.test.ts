import { beforeAll, describe, expect, it } from 'vitest';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import * as revokeOthersRoute from '@/app/api/sip/auth/sessions/revoke-others/route';
import * as logoutRoute from '@/app/api/sip/auth/logout/route';
import * as addressRoute from '@/app/api/sip/auth/me/addresses/[id]/route';
import * as addressesRoute from '@/app/api/sip/auth/me/addresses/route';
import * as exportRoute from '@/app/api/sip/auth/me/export/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiKeyCreatedSchema } from '@/lib/schemas/api-keys';
import { ApiKeyMeResponseSchema } from '@/lib/schemas/auth';
import { newCustomer, PASSWORD } from '../helpers/accounts';
import { bearer, PARIS_ADDRESS } from '../helpers/booking';
import { call } from '../helpers/http';

// Keys act only as keys (docs/integrators.md#api-keys): the account endpoints, row by row, for a
// guest, a customer's session, a store key and an every-store key. A key is never the admin
// who made it: it cannot read, change, export or erase that account, nor its addresses.

type Headers = Record<string, string>;
type Column = 'guest' | 'customer' | 'storeKey' | 'allStoresKey';
const address = { label: 'Home', givenName: 'Inès', familyName: 'Roy', phone: '+33 6 12 34 56 78', address: PARIS_ADDRESS };

const ENDPOINTS: { name: string; run: (h: Headers) => ReturnType<typeof call>; expect: Record<Column, number> }[] = [
  { name: 'PATCH /auth/me', run: (h) => call(meRoute.PATCH, '/api/sip/auth/me', { method: 'PATCH', body: { phone: '+33600000001' }, headers: h }), expect: { guest: 401, customer: 200, storeKey: 403, allStoresKey: 403 } },
  { name: 'DELETE /auth/me', run: (h) => call(meRoute.DELETE, '/api/sip/auth/me', { method: 'DELETE', body: { password: `not ${PASSWORD}` }, headers: h }), expect: { guest: 401, customer: 403, storeKey: 403, allStoresKey: 403 } },
  { name: 'GET /auth/me/export', run: (h) => call(exportRoute.GET, '/api/sip/auth/me/export', { headers: h }), expect: { guest: 401, customer: 200, storeKey: 403, allStoresKey: 403 } },
  { name: 'GET /auth/me/addresses', run: (h) => call(addressesRoute.GET, '/api/sip/auth/me/addresses', { headers: h }), expect: { guest: 401, customer: 200, storeKey: 403, allStoresKey: 403 } },
  { name: 'POST /auth/me/addresses', run: (h) => call(addressesRoute.POST, '/api/sip/auth/me/addresses', { method: 'POST', body: address, headers: h }), expect: { guest: 401, customer: 201, storeKey: 403, allStoresKey: 403 } },
  { name: 'PATCH /auth/me/addresses/{id}', run: (h) => call(addressRoute.PATCH, '/x', { method: 'PATCH', body: { label: 'Office' }, params: { id: 'no-such-address' }, headers: h }), expect: { guest: 401, customer: 404, storeKey: 403, allStoresKey: 403 } },
  { name: 'DELETE /auth/me/addresses/{id}', run: (h) => call(addressRoute.DELETE, '/x', { method: 'DELETE', params: { id: 'no-such-address' }, headers: h }), expect: { guest: 401, customer: 404, storeKey: 403, allStoresKey: 403 } },
  { name: 'POST /auth/sessions/revoke-others', run: (h) => call(revokeOthersRoute.POST, '/api/sip/auth/sessions/revoke-others', { method: 'POST', headers: h }), expect: { guest: 401, customer: 200, storeKey: 403, allStoresKey: 403 } },
  // An every-store key reaches every store's orders, never the back office: it cannot make keys.
  { name: 'POST /admin/api-keys', run: (h) => call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body: { name: 'made by a key' }, headers: h }), expect: { guest: 401, customer: 403, storeKey: 403, allStoresKey: 403 } },
  // Last: it ends the customer's session.
  { name: 'POST /auth/logout', run: (h) => call(logoutRoute.POST, '/api/sip/auth/logout', { method: 'POST', headers: h }), expect: { guest: 401, customer: 204, storeKey: 400, allStoresKey: 400 } },
];

let admin: Headers;
let storeId: string;
const columns = {} as Record<Column, Headers>;
const keyIds = {} as Record<'storeKey' | 'allStoresKey', string>;

beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
  storeId = [...(await getCatalogue()).storesById.values()].find((s) => s.name.includes('Marais'))!.id;
  const make = async (body: Record<string, unknown>) => ApiKeyCreatedSchema.parse((await call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body, headers: admin })).json);
  const [one, all] = [await make({ name: 'Marais back office', storeId }), await make({ name: 'Head office' })];
  keyIds.storeKey = one.id;
  keyIds.allStoresKey = all.id;
  columns.guest = {};
  columns.customer = (await newCustomer()).headers;
  columns.storeKey = { authorization: `Bearer ${one.secret}` };
  columns.allStoresKey = { authorization: `Bearer ${all.secret}` };
}, 120_000);

describe('API keys and the account endpoints (docs/integrators.md#api-keys)', () => {
  it('GET /auth/me with a key describes the key: its id, name, store and role, never the admin', async () => {
    for (const [column, storeOf, role] of [['storeKey', storeId, 'staff'], ['allStoresKey', null, 'admin']] as const) {
      const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: columns[column] });
      expect(me.status, me.text).toBe(200);
      const { apiKey } = ApiKeyMeResponseSchema.parse(me.json);
      expect(apiKey).toMatchObject({ id: keyIds[column], storeId: storeOf, role, revokedAt: null, scopes: ['orders:read', 'orders:write', 'payments', 'webhooks'] });
      expect(me.text).not.toContain('admin@reprise.demo');
    }
  });

  it('answers each account endpoint per column: keys get 403 (logout 400), nothing of the admin changes', async () => {
    const before = (await call(meRoute.GET, '/api/sip/auth/me', { headers: admin })).json;
    const seen: Record<string, Record<Column, number>> = {};
    const wanted: Record<string, Record<Column, number>> = {};
    for (const endpoint of ENDPOINTS) {
      wanted[endpoint.name] = endpoint.expect;
      seen[endpoint.name] = {} as Record<Column, number>;
      for (const column of ['guest', 'storeKey', 'allStoresKey', 'customer'] as Column[]) {
        const res = await endpoint.run(columns[column]);
        seen[endpoint.name]![column] = res.status;
        if (res.status >= 400) expect(res.headers.get('content-type'), `${endpoint.name} ${column}`).toContain('application/problem+json');
      }
    }
    expect(seen).toEqual(wanted);
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: admin })).json).toEqual(before);
    // Logout did not revoke the key: that is the admin's DELETE.
    expect((await call(meRoute.GET, '/api/sip/auth/me', { headers: columns.storeKey })).status).toBe(200);
  });
});
