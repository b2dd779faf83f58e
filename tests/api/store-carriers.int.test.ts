import { describe, expect, it } from 'vitest';
import { bearer, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import * as orderRoute from '@/app/api/sip/orders/[id]/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { storeCarriers } from '@/lib/logistics/store-carriers';
import { OrderSchema } from '@/lib/schemas/orders';

describe('store.logisticProvider (issue 33)', () => {
  it('names the carriers serving the order’s store, in the create answer and in GET order', async () => {
    const { id } = await readyCart();
    const res = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr', source: 'web' } });
    expect(res.status, res.text).toBe(201);
    const placed = OrderSchema.parse(res.json);
    const carriers = placed.store.logisticProvider;
    expect(carriers.length).toBeGreaterThan(0);
    // Each carrier is one of the shipments of the catalogue's logistic options open to that store.
    const index = await getCatalogue();
    const store = index.storesById.get(placed.store._id);
    expect(carriers).toEqual(storeCarriers(index.logisticOptions, store, placed.providerId));
    const codes = new Set(index.logisticOptions.flatMap((o) => o.shipments.map((s) => s.logisticProvider)));
    for (const c of carriers) {
      expect(codes.has(c.logisticProvider)).toBe(true);
      expect(c.providerName).not.toBe('');
    }
    // Web carts book through the French online store, run by its staff.
    const staff = await bearer('staff.online@reprise.demo', 'demo-staff-online');
    const got = await call(orderRoute.GET, `/api/sip/orders/${placed.id}`, { params: { id: placed.id }, headers: staff });
    expect(got.status, got.text).toBe(200);
    expect(OrderSchema.parse(got.json).store.logisticProvider).toEqual(carriers);
  }, 120_000);
});
