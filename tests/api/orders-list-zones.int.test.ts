// The orders list says in which store's time each order's dates are shown (docs/decisions.md#time-zones):
// "My orders" formats them with it, as the order page does.
import { describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { bearer, CUSTOMER, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

const NEW_YORK = { ...CUSTOMER, phone: '+12125550199', address: { address: '55 Grand Street', secondAddress: '', city: 'New York', state: 'NY', zipCode: '10013', country: 'US', deliveryNotes: '' } };

describe('orders list: each order’s store clock', () => {
  it('names the New York store’s zone and country on a New York order, and Paris’s on a Paris one', async () => {
    const headers = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const ny = await readyCart({ identifier: 'bss-t-shirt-repair-hole', customer: NEW_YORK, optionKind: 'postal_label', cartBody: { currency: 'USD', language: 'en', zipCode: '10013', country: 'US' } });
    const paris = await readyCart({ optionKind: 'postal_label', cartBody: { language: 'fr' } });
    const ids: string[] = [];
    for (const cartId of [ny.id, paris.id]) {
      const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId } });
      expect(placed.status, placed.text).toBe(201);
      ids.push(placed.json.id);
    }
    const list = await call(ordersRoute.GET, '/api/sip/orders?limit=100', { headers });
    expect(list.status, list.text).toBe(200);
    const byId = new Map((list.json as { id: string; store: { country?: string; timeZone?: string } }[]).map((o) => [o.id, o.store]));
    expect(byId.get(ids[0]!)).toMatchObject({ country: 'US', timeZone: 'America/New_York' });
    expect(byId.get(ids[1]!)).toMatchObject({ country: 'FR', timeZone: 'Europe/Paris' });
  });
});
