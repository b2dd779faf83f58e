import { describe, expect, it } from 'vitest';
import * as apiUnknown from '@/app/api/[...path]/route';
import * as v1Unknown from '@/app/v1/[...path]/route';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

describe('errors an integrator can read (docs/integrators.md#errors)', () => {
  it('unknown /api and /v1 paths answer 404 problem+json, whatever the method', async () => {
    for (const [handler, path] of [
      [apiUnknown.GET, '/api/sip/nothing-here'],
      [apiUnknown.POST, '/api/unknown'],
      [v1Unknown.GET, '/v1/unknown/deeper'],
      [v1Unknown.DELETE, '/v1/x'],
    ] as const) {
      const res = await call(handler, path, { method: handler === apiUnknown.POST ? 'POST' : handler === v1Unknown.DELETE ? 'DELETE' : 'GET', headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.json.code).toBe('not_found');
    }
  });

  it('a text/plain or form body on a JSON route is 415; JSON and +json types pass', async () => {
    const send = (contentType: string | null) =>
      call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', rawBody: '{}', headers: contentType ? { 'content-type': contentType } : {} });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const res = await send(type);
      expect(res.status, type).toBe(415);
      expect(res.json.code).toBe('json_required');
    }
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json']) expect((await send(type)).status, String(type)).toBe(201);
  });

  it('an idempotent replay of an order keeps its Location and its ETag (the version first answered)', async () => {
    const { id: cartId } = await readyCart();
    const body = { cartId, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' };
    const headers = { 'idempotency-key': `replay-${cartId}` };
    const first = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers });
    expect(first.status, first.text).toBe(201);
    const replay = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body, headers });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.headers.get('location')).toBe(first.headers.get('location'));
    expect(first.headers.get('location')).toContain(first.json.id);
    expect(first.headers.get('etag')).toBe(`"${first.json.version}"`);
    expect(replay.headers.get('etag')).toBe(first.headers.get('etag'));
  });
});
