import { beforeAll, describe, expect, it } from 'vitest';
import * as keysRoute from '@/app/api/sip/admin/api-keys/route';
import * as keyRoute from '@/app/api/sip/admin/api-keys/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as adminOrdersRoute from '@/app/api/sip/admin/orders/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiKeyCreatedSchema, ApiKeyListSchema } from '@/lib/schemas/api-keys';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
let admin: Record<string, string>;
let parisStoreId: string;
beforeAll(async () => {
  admin = await bearer(...ADMIN);
  parisStoreId = [...(await getCatalogue()).storesById.values()].find((s) => s.name.includes('Marais'))!.id;
}, 120_000);

const createKey = async (body: Record<string, unknown>, headers = admin) => call(keysRoute.POST, '/api/sip/admin/api-keys', { method: 'POST', body, headers });

describe('API keys (docs/integrators.md#api-keys)', () => {
  it('an admin creates a store key whose secret is shown once, ≥ 192 bits, and never listed', async () => {
    const res = await createKey({ name: 'Storefront', storeId: parisStoreId });
    expect(res.status, res.text).toBe(201);
    const key = ApiKeyCreatedSchema.parse(res.json);
    expect(key.secret).toMatch(/^rk_live_[A-Za-z0-9_-]{43}$/); // 43 base64url characters: 258 bits ≥ 256 random
    expect(key.secret.startsWith(key.prefix)).toBe(true);
    const list = await call(keysRoute.GET, '/api/sip/admin/api-keys', { headers: admin });
    expect(list.status).toBe(200);
    expect(ApiKeyListSchema.parse(list.json).keys.some((k) => k.id === key.id)).toBe(true);
    expect(list.text).not.toContain(key.secret);
  });

  it('staff and guests cannot manage keys; an unknown store is 422', async () => {
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    expect((await createKey({ name: 'x' }, staff)).status).toBe(403);
    expect((await call(keysRoute.GET, '/api/sip/admin/api-keys', { headers: {} })).status).toBe(401);
    expect((await createKey({ name: 'x', storeId: 'nope' })).status).toBe(422);
  });

  it('a key books as its store’s staff with source api, sees the store’s orders, records its last use; revoked → 401 at once', async () => {
    const key = ApiKeyCreatedSchema.parse((await createKey({ name: 'Back office', storeId: parisStoreId })).json);
    const headers = { authorization: `Bearer ${key.secret}` };
    const { id: cartId, cart } = await readyCart({ headers });
    expect(cart.source).toBe('api');
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' }, headers });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json.source).toBe('api');
    const listed = await call(adminOrdersRoute.GET, '/api/sip/admin/orders', { headers });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.text).toContain(placed.json.id);
    const used = ApiKeyListSchema.parse((await call(keysRoute.GET, '/x', { headers: admin })).json).keys.find((k) => k.id === key.id)!;
    expect(used.lastUsedAt).not.toBeNull();

    const revoked = await call(keyRoute.DELETE, '/x', { method: 'DELETE', params: { id: key.id }, headers: admin });
    expect(revoked.status).toBe(204);
    const after = await call(adminOrdersRoute.GET, '/api/sip/admin/orders', { headers });
    expect(after.status).toBe(401);
    expect(after.headers.get('content-type')).toContain('application/problem+json');
    const listedAfter = ApiKeyListSchema.parse((await call(keysRoute.GET, '/x', { headers: admin })).json).keys.find((k) => k.id === key.id)!;
    expect(listedAfter.revokedAt).not.toBeNull();
    expect((await call(keyRoute.DELETE, '/x', { method: 'DELETE', params: { id: 'unknown' }, headers: admin })).status).toBe(404);
  });

  it('an unknown rk_ key is 401 on a required-auth route', async () => {
    const unknown = await call(adminOrdersRoute.GET, '/api/sip/admin/orders', { headers: { authorization: 'Bearer rk_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(unknown.status).toBe(401);
  });
});
