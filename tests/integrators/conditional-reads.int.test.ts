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

const place = async () => {
  const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
  expect(placed.status, placed.text).toBe(201);
  return placed.json.id as string;
};
const linkOf = (header: string | null, rel: string) => new RegExp(`<([^>]+)>; rel="${rel}"`).exec(header ?? '')?.[1] ?? null;

describe('incremental sync: updatedSince and Link rel="sync" (docs/integrators.md#sync)', () => {
  it('lists only orders changed at or after updatedSince; a first page links the next sync, which returns what changed since', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const [untouched, changed] = [await place(), await place()];
    await new Promise((r) => setTimeout(r, 5_100)); // past the sync link's margin (SYNC_MARGIN_MS)
    const first = await call(ordersRoute.GET, '/api/sip/orders?limit=200', { headers: admin });
    expect(first.status, first.text).toBe(200);
    const sync = linkOf(first.headers.get('link'), 'sync');
    expect(sync).toMatch(/^\/api\/sip\/orders\?limit=200&updatedSince=/);
    expect((await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: changed }, headers: admin })).status).toBe(200);
    const since = await call(ordersRoute.GET, sync!, { headers: admin });
    expect(since.status, since.text).toBe(200);
    const ids = (since.json as { id: string }[]).map((o) => o.id);
    expect(ids).toContain(changed);
    expect(ids).not.toContain(untouched);
    // A page reached with a cursor gives no sync link: the first page's is the one to keep.
    const paged = await call(ordersRoute.GET, '/api/sip/orders?limit=1', { headers: admin });
    const next = linkOf(paged.headers.get('link'), 'next');
    expect(next).not.toBeNull();
    expect(linkOf((await call(ordersRoute.GET, next!, { headers: admin })).headers.get('link'), 'sync')).toBeNull();
  }, 60_000);

  it('updatedSince in the future or malformed → 422 naming it', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    for (const value of [future, 'yesterday', '2026-13-45']) {
      const res = await call(ordersRoute.GET, `/api/sip/orders?updatedSince=${encodeURIComponent(value)}`, { headers: admin });
      expect([res.status, res.json?.code], value).toEqual([422, 'validation_failed']);
      expect(JSON.stringify(res.json?.errors), value).toContain('updatedSince');
    }
  });

  it('unknown query parameters → 400 unknown_parameter naming them, on lists and reads alike', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const list = await call(ordersRoute.GET, '/api/sip/orders?stauts=booked&limit=5&colour=red', { headers: admin });
    expect([list.status, list.json?.code, list.json?.parameters]).toEqual([400, 'unknown_parameter', ['stauts', 'colour']]);
    expect(list.json?.detail).toContain('stauts');
    const read = await call(orderRoute.GET, '/x?expand=items', { params: { id: await place() }, headers: admin });
    expect([read.status, read.json?.parameters]).toEqual([400, ['expand']]);
  });
});
