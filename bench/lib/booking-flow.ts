import { requiredValues } from '@/lib/attributes/sample';
import { groupFromWire } from '@/lib/client/attribute-groups';
import { expectJson, timed, type StepTimes } from './flow';

export const ADDRESS = { address: '12 rue Oberkampf', city: 'Paris', zipCode: '75011', country: 'FR' };

/** An add-items body for a Paris repair with its required attributes, found through the public API. */
export async function discoverItem(base: string) {
  const { categories } = await expectJson(await fetch(`${base}/v1/clothes-categories?tag=womenswear`), 200, 'categories');
  for (const category of categories) {
    for (const sub of category.subClothesCategories) {
      const services = await expectJson(await fetch(`${base}/v1/services?subClothesCategoryIds=${sub.id}&zipCode=75011&country=FR&currency=EUR`), 200, 'services');
      const ss = services.flatMap((s: { subServices: unknown[] }) => s.subServices).find((x: { discountOffers: { isRepairFund: boolean }[] }) => x.discountOffers.some((o) => o.isRepairFund));
      if (!ss) continue;
      const values = requiredValues([groupFromWire(sub.attributesGroup), groupFromWire(ss.attributeGroup)]);
      return {
        provider: ss.providerId,
        items: [{ categoryId: category.categoryId, subClothesCategory: sub.id, attributeGroup: sub.attributesGroup.id, images: [], subServices: [{ subServiceId: ss.id, quantity: 1 }], values }],
      };
    }
  }
  throw new Error('no bonus-eligible service found');
}


/**
 * One whole booking through the API, as a browser on the app's origin does it. `card`: placed to be
 * paid by card online, then the payment step's request that opens its PaymentIntent (the extra round
 * trip to the processor: docs/payments.md#performance).
 */
export async function bookOnce(base: string, itemBody: unknown, times: StepTimes = new Map(), options: { card?: boolean } = {}): Promise<{ orderId: string }> {
  const headers = { 'content-type': 'application/json', origin: base };
  const post = (p: string, body: unknown) => fetch(base + p, { method: 'POST', headers, body: JSON.stringify(body) });
  const cart = await timed(times, '1 create cart', async () => expectJson(await post('/api/sip/shopping-cart', { currency: 'EUR', zipCode: '75011', country: 'FR' }), 201, 'cart'));
  await timed(times, '2 add item', async () => expectJson(await post(`/api/sip/shopping-cart/${cart.id}/items`, itemBody), 200, 'items'));
  const email = `bench-${Math.random().toString(36).slice(2)}@example.com`;
  const customer = { title: 'ms', givenName: 'Léa', familyName: 'Martin', email, phone: '+33612345678', address: ADDRESS };
  await timed(times, '3 customer', async () => expectJson(await post(`/api/sip/shopping-cart/${cart.id}/customer`, customer), 200, 'customer'));
  const { logisticOptions } = await timed(times, '4 logistic options', async () => expectJson(await fetch(`${base}/api/sip/shopping-cart/${cart.id}/logistic-options`), 200, 'options'));
  const chosen = await timed(times, '5 choose option', async () => expectJson(await post(`/api/sip/shopping-cart/${cart.id}/logistic-option`, { logisticOption: logisticOptions[0].id }), 200, 'option'));
  const order = await timed(times, '6 create order', async () =>
    expectJson(await post('/api/sip/orders', { cartId: cart.id, expectedTotal: chosen.pricing.basket.costToUser.total, ...(options.card ? { paymentMethod: 'card' } : {}) }), 201, 'order'),
  );
  if (options.card) await timed(times, '7 open payment', async () => expectJson(await post(`/api/sip/orders/${order.id}/online-payment`, {}), 200, 'payment'));
  return { orderId: order.id };
}
