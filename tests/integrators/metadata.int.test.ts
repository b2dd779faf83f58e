import { describe, expect, it } from 'vitest';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as eventsRoute from '@/app/api/sip/events/route';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/integrators.md#metadata: the brand's own references on carts and orders.
describe('metadata on carts and orders', () => {
  it('is set on the cart (create, then PATCH merges, "" removes), bounded (422), carried onto the order with the body’s merged over it', async () => {
    const brandOrderId = `SHOP-${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await readyCart({ cartBody: { metadata: { brandOrderId, crmCustomerId: 'C-1', temp: 'x' } } });
    const patch = (metadata: unknown) => call(cartRoute.PATCH, '/x', { method: 'PATCH', params: { id }, body: { metadata } });
    const patched = await patch({ temp: '', channel: 'instagram' });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.metadata).toEqual({ brandOrderId, crmCustomerId: 'C-1', channel: 'instagram' });
    const tooMany = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`k${i}`, 'v']));
    for (const bad of [tooMany, { ['k'.repeat(41)]: 'v' }, { key: 'v'.repeat(501) }, { 'a key': 'v' }, { key: 1 }]) {
      const res = await patch(bad);
      expect([res.status, res.json?.code], JSON.stringify(bad).slice(0, 60)).toEqual([422, 'validation_failed']);
    }
    const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr', metadata: { crmCustomerId: 'C-2' } } });
    expect(placed.status, placed.text).toBe(201);
    const want = { brandOrderId, crmCustomerId: 'C-2', channel: 'instagram' };
    expect(placed.json.metadata).toEqual(want);

    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const orderId = placed.json.id as string;
    expect((await call(orderRoute.GET, '/x', { params: { id: orderId }, headers: admin })).json.metadata).toEqual(want);
    // Searchable by staff: exactly that key and value.
    const found = await call(ordersRoute.GET, `/api/sip/orders?metadata=${encodeURIComponent(`brandOrderId:${brandOrderId}`)}`, { headers: admin });
    expect(found.status, found.text).toBe(200);
    expect((found.json as { id: string; metadata: unknown }[]).map((o) => [o.id, o.metadata])).toEqual([[orderId, want]]);
    const none = await call(ordersRoute.GET, `/api/sip/orders?metadata=${encodeURIComponent(`brandOrderId:${brandOrderId}x`)}`, { headers: admin });
    expect(none.json).toEqual([]);
    // Carried in the event (the webhook body): the order as the event left it (events show after 1 s).
    await new Promise((r) => setTimeout(r, 1_100));
    const events = await call(eventsRoute.GET, `/api/sip/events?orderId=${orderId}`, { headers: admin });
    expect(events.status, events.text).toBe(200);
    expect(events.json.events[0].data.order.metadata).toEqual(want);
  }, 60_000);
});
