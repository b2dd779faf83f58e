import { beforeAll, describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as transitionsRoute from '@/app/api/sip/orders/[id]/transitions/route';
import * as eventsRoute from '@/app/api/sip/events/route';
import * as webhooksRoute from '@/app/api/sip/admin/webhooks/route';
import * as webhookRoute from '@/app/api/sip/admin/webhooks/[id]/route';
import * as deliveriesRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/route';
import * as retryRoute from '@/app/api/sip/admin/webhooks/[id]/deliveries/[deliveryId]/retry/route';
import * as testRoute from '@/app/api/sip/admin/webhooks/[id]/test/route';
import { getDb } from '@/db/client';
import { dispatchEvents } from '@/lib/notifications/dispatch';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { allowPrivateWebhooksInThisFile } from '../helpers/private-webhooks';

await switchToOwnPostgresDatabase(); // its dispatch rounds take every event of the database

let admin: Record<string, string>;
allowPrivateWebhooksInThisFile();
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
}, 120_000);

const subscribe = async () => {
  const res = await call(webhooksRoute.POST, '/x', { method: 'POST', body: { url: `https://127.0.0.1:4391/${crypto.randomUUID()}`, events: ['order.created', 'order.status_changed'] }, headers: admin });
  expect(res.status, res.text).toBe(201);
  return res.json.id as string;
};
const placeAndCancel = async () => {
  const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: (await readyCart()).id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
  expect(placed.status, placed.text).toBe(201);
  expect((await call(transitionsRoute.POST, '/x', { method: 'POST', body: { to: 'cancelled' }, params: { id: placed.json.id }, headers: admin })).status).toBe(200);
  return placed.json.id as string;
};

describe('replay, test events and paging (docs/integrators.md#webhooks)', () => {
  it('a delivery is sent again on demand with the same webhook-id; to a deleted endpoint → 404', async () => {
    const hook = await subscribe();
    await placeAndCancel();
    await dispatchEvents(await getDb(), { now: new Date(), mail: false });
    const listed = await call(deliveriesRoute.GET, '/x', { params: { id: hook }, headers: admin });
    expect(listed.status, listed.text).toBe(200);
    const delivery = listed.json.deliveries[0];
    const again = await call(retryRoute.POST, '/x', { method: 'POST', params: { id: hook, deliveryId: delivery.id }, headers: admin });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ id: delivery.id, webhookId: delivery.webhookId, status: 'pending', attempts: 0 });
    const other = await subscribe();
    expect((await call(retryRoute.POST, '/x', { method: 'POST', params: { id: other, deliveryId: delivery.id }, headers: admin })).status).toBe(404);
    expect((await call(webhookRoute.DELETE, '/x', { method: 'DELETE', params: { id: hook }, headers: admin })).status).toBe(204);
    const gone = await call(retryRoute.POST, '/x', { method: 'POST', params: { id: hook, deliveryId: delivery.id }, headers: admin });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/problem+json');
  });

  it('a test event is queued for that endpoint only; deliveries page past 50 with a cursor', async () => {
    const hook = await subscribe();
    const sent = await call(testRoute.POST, '/x', { method: 'POST', params: { id: hook }, headers: admin });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json).toMatchObject({ type: 'webhook.test', status: 'pending', orderId: null });
    for (let i = 0; i < 54; i++) expect((await call(testRoute.POST, '/x', { method: 'POST', params: { id: hook }, headers: admin })).status).toBe(202);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { status: number; json: { deliveries: { id: string }[]; nextCursor: string | null } } = await call(deliveriesRoute.GET, `/x?limit=20${cursor ? `&cursor=${cursor}` : ''}`, { params: { id: hook }, headers: admin });
      expect(page.status).toBe(200);
      for (const d of page.json.deliveries) seen.add(d.id);
      cursor = page.json.nextCursor;
      pages++;
    } while (cursor);
    expect([seen.size, pages]).toEqual([55, 3]);
    expect((await call(deliveriesRoute.GET, '/x?cursor=nonsense', { params: { id: hook }, headers: admin })).status).toBe(422);
  });

  it('GET /api/sip/events: filters by order and type, a store’s staff see their store’s events only, a bad cursor is 422', async () => {
    const orderId = await placeAndCancel();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const all = await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}`, { headers: admin });
    expect(all.status, all.text).toBe(200);
    expect(all.json.events.map((e: { type: string; sequence: number; data: { order: { status: string } } }) => [e.type, e.sequence, e.data.order.status])).toEqual([
      ['order.created', 1, 'booked'],
      ['order.status_changed', 2, 'cancelled'],
    ]);
    const typed = await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}&type=order.status_changed`, { headers: admin });
    expect(typed.json.events.map((e: { type: string }) => e.type)).toEqual(['order.status_changed']);
    const store = all.json.events[0].data.order.store._id as string;
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const theirs = await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}`, { headers: staff });
    expect(theirs.status).toBe(200);
    const staffStore = (await call(eventsRoute.GET, '/api/sip/events?limit=200', { headers: staff })).json.events.map((e: { data: { order: { store: { _id: string } } } }) => e.data.order.store._id);
    expect(new Set(staffStore).size).toBeLessThanOrEqual(1);
    if (staffStore.length && staffStore[0] !== store) expect(theirs.json.events).toEqual([]);
    expect((await call(eventsRoute.GET, '/api/sip/events?cursor=bm9wZQ', { headers: admin })).status).toBe(422);
    expect((await call(eventsRoute.GET, '/api/sip/events?type=order.nope', { headers: admin })).status).toBe(422);
  });
});
