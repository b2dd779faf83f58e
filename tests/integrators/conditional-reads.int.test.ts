import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

describe('conditional order reads (issue #32.4)', () => {
  it('If-None-Match with the current version → 304 without a body; after a change → 200 with the new ETag', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
    expect(placed.status, placed.text).toBe(201);
    const params = { id: placed.json.id as string };
    const first = await call(orderRoute.GET, '/x', { params, headers: admin });
    const etag = first.headers.get('etag')!;
    expect(etag).toBe(`"${first.json.version}"`);
    for (const header of [etag, `W/${etag}`, `"999", ${etag}`]) {
      const same = await call(orderRoute.GET, '/x', { params, headers: { ...admin, 'if-none-match': header } });
      expect([same.status, same.text, same.headers.get('etag')], header).toEqual([304, '', etag]);
    }
    expect((await call(orderRoute.GET, '/x', { params, headers: { ...admin, 'if-none-match': '"999"' } })).status).toBe(200);
    expect((await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params, headers: admin })).status).toBe(200);
    const changed = await call(orderRoute.GET, '/x', { params, headers: { ...admin, 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
