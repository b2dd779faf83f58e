import { describe, expect, it } from 'vitest';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as exportRoute from '@/app/api/sip/orders/export/route';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as servicesRoute from '@/app/v1/services/route';
import * as meRoute from '@/app/api/sip/auth/me/route';
import { bearer, itemFor } from '../helpers/booking';
import { call } from '../helpers/http';

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;

function expectControlRefusal(res: { status: number; json: any; headers: Headers }, path: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status, JSON.stringify(res.json)).toBe(422);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.json.code).toBe('validation_failed');
  expect(res.json.errors).toEqual([{ path, message: expect.stringMatching(/U\+0000/) }]);
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('control characters are refused in one place (422 with the path), never reach Postgres', () => {
  it('in a path id', async () => {
    const admin = await bearer(...ADMIN);
    expectControlRefusal(await call(orderRoute.GET, '/api/sip/orders/x', { params: { id: 'ab\u0000cd' }, headers: admin }), 'path.id');
    expectControlRefusal(await call(cartRoute.GET, '/api/sip/shopping-cart/x', { params: { id: '\u0001' } }), 'path.id');
  });

  it('in a query string, export included (which used to break off mid-stream)', async () => {
    const admin = await bearer(...ADMIN);
    expectControlRefusal(await call(exportRoute.GET, '/api/sip/orders/export?q=%00', { headers: admin }), 'query.q');
    expectControlRefusal(await call(ordersRoute.GET, '/api/sip/orders?status=new%1b', { headers: admin }), 'query.status');
    expectControlRefusal(await call(servicesRoute.GET, '/v1/services?subClothesCategoryIds=a%00'), 'query.subClothesCategoryIds');
  });

  it('in a body string or key, at any depth; tab, CR and LF stay allowed', async () => {
    const cart = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    const id = cart.json.id as string;
    const { body } = await itemFor('mtg-trousers-restitch-lined-seam');
    const dirty = structuredClone(body);
    const field = Object.keys(dirty.items[0]!.values)[0] ?? 'note';
    dirty.items[0]!.values[field] = 'hem\u0000';
    expectControlRefusal(await call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body: dirty, params: { id } }), `items.0.values.${field}`);
    const customer = await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { discountCode: 'A\u0007B' }, params: { id } });
    expectControlRefusal(customer, 'discountCode');
    const allowed = await call(cartRoute.PATCH, `/api/sip/shopping-cart/${id}`, { method: 'PATCH', body: { language: 'fr' }, params: { id } });
    expect(allowed.status).toBe(200);
  });
});

describe('JSON nesting is limited before any work', () => {
  it('answers 422 to a body nested 33 deep sent with an Idempotency-Key (the fingerprint used to recurse to RangeError)', async () => {
    for (const rawBody of [deep(33), `{"cartId":"x","a":${deep(100_000)}}`]) {
      const res = await call(ordersRoute.POST, '/api/sip/orders', {
        method: 'POST',
        rawBody,
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.status, res.text).toBe(422);
      expect(res.json.errors[0].message).toMatch(/32/);
    }
  });

  it('lets 32 levels through to the schema', async () => {
    const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', rawBody: deep(32), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(res.json.errors[0].message).not.toMatch(/32/);
  });
});

describe('PATCH /api/sip/auth/me with nothing to change is a 422 problem, never a 500 (#36.9)', () => {
  it('answers 422 to {}, to only unknown keys and to a body that is not UTF-8', async () => {
    const camille = await bearer('camille@reprise.demo', 'demo-customer-camille');
    const json = { ...camille, 'content-type': 'application/json' };
    const notUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]); // {"\xff\xfe":1}
    for (const rawBody of ['{}', '{"nickname":"x","email":"other@example.com"}', notUtf8]) {
      const res = await call(meRoute.PATCH, '/api/sip/auth/me', { method: 'PATCH', rawBody, headers: json });
      expect(res.status, res.text).toBe(422);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.json.code).toBe('validation_failed');
    }
    const fr = await call(meRoute.PATCH, '/api/sip/auth/me', { method: 'PATCH', rawBody: notUtf8, headers: { ...json, 'accept-language': 'fr' } });
    expect(fr.json.errors[0].message).toMatch(/UTF-8/);
    const changed = await call(meRoute.PATCH, '/api/sip/auth/me', { method: 'PATCH', body: { givenName: 'Camille' }, headers: camille });
    expect(changed.status).toBe(200);
  });
});
