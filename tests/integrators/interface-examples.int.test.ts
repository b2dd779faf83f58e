import { beforeAll, describe, expect, it } from 'vitest';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as customerRoute from '@/app/api/sip/shopping-cart/[id]/customer/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { CartSchema } from '@/lib/schemas/cart';
import { OrderListSchema } from '@/lib/schemas/orders';
import { bearer, itemFor, readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
}, 120_000);

describe('the interface’s own examples are accepted (docs/integrators.md#countries)', () => {
  it('add-customer with "country": "France" → 200 answered as FR; "Deutschland" and "United Kingdom" too', async () => {
    const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: {} });
    const id = created.json.id as string;
    // The interface's add-customer request body, as its example writes it.
    const body = {
      givenName: 'John',
      familyName: 'Doe',
      email: 'john.doe@example.com',
      address: { address: '10 Rue de Rivoli', secondAddress: '', city: 'Paris', state: '', zipCode: '75001', country: 'France', deliveryNotes: '' },
      phone: '+33612345678',
      title: 'mr',
    };
    const res = await call(customerRoute.POST, `/api/sip/shopping-cart/${id}/customer`, { method: 'POST', body, params: { id } });
    expect(res.status, res.text).toBe(200);
    expect(CartSchema.parse(res.json).address?.country).toBe('FR');
    // Each with a postcode of its own country (docs/customer-site.md#postcodes: Paris's 75001 is no UK postcode).
    for (const [name, code, zipCode] of [['Deutschland', 'DE', '10115'], ['United Kingdom', 'GB', 'WC2E 9DD']] as const) {
      const again = await call(customerRoute.POST, `/x`, { method: 'POST', body: { ...body, address: { ...body.address, country: name, zipCode } }, params: { id } });
      expect(again.status, again.text).toBe(200);
      expect(again.json.address.country).toBe(code);
    }
    const wrong = await call(customerRoute.POST, `/x`, { method: 'POST', body: { ...body, address: { ...body.address, country: 'Atlantis' } }, params: { id } });
    expect(wrong.status).toBe(422);
  });
});

describe('money an integrator can recompute (docs/integrators.md#fees, #offers)', () => {
  it('the fee object carries its fixed part: fee = fixed + percentage % × Σ variables', async () => {
    const online = [...(await getCatalogue()).storesById.values()].find((s) => s.onlineStore && s.country === 'FR')!;
    const { cart } = await readyCart({ cartBody: { storeId: online.id }, headers: admin });
    const cost = cart.pricing.basket.costToUser;
    const fee = cost.serviceFee as { variables: string[]; percentage: number; fixed: number; fee: number };
    expect(fee.fixed).toBe(2.9);
    const base = fee.variables.reduce((sum, name) => sum + Number(cost[name]), 0);
    expect(fee.fee).toBeCloseTo(fee.fixed + Math.round(fee.percentage * base) / 100, 2);
  });

  it('a listed item with a “second repair” offer and the Bonus Réparation shows the bonus', async () => {
    const { id } = await readyCart({ identifier: 'lcr-boots-resole-rubber' });
    const { body } = await itemFor('lcr-boots-resole-rubber'); // a second pair: the “second repair” offer applies
    const added = await call(itemsRoute.POST, `/x`, { method: 'POST', body, params: { id } });
    expect(added.status, added.text).toBe(200);
    const services = added.json.pricing.basket.items.flatMap((i: { appliedDiscountOffer: { isRepairFund: boolean }[] | null }) => i.appliedDiscountOffer ?? []);
    expect(services.some((o: { isRepairFund: boolean }) => o.isRepairFund)).toBe(true);
    expect(services.some((o: { isRepairFund: boolean }) => !o.isRepairFund)).toBe(true);
    const placed = await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
    expect(placed.status, placed.text).toBe(201);
    const listed = OrderListSchema.parse((await call(ordersRoute.GET, '/api/sip/orders?limit=200', { headers: admin })).json).find((o) => o.id === placed.json.id)!;
    const offers = listed.items.flatMap((i) => i.services.map((s) => s.appliedDiscountOffer));
    expect(offers).toHaveLength(2);
    expect(offers.every((o) => o?.isRepairFund)).toBe(true); // the second pair has both offers
  });
});
