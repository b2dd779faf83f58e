/**
 * The services step's estimate (lib/pricing/estimate, fed the /v1/services answer the page holds)
 * equals what the cart charges for the same item, for every demo sub-service, store and currency,
 * and for three added sub-services where the Bonus Réparation's rules bite (docs/decisions.md#bonus-reparation).
 * PGlite only: it adds catalogue rows, and each test file there has a database of its own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import * as schema from '@/db/schema';
import { call } from '../helpers/http';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import * as servicesRoute from '@/app/v1/services/route';
import { shownEstimate } from '@/app/[locale]/book/[categoryId]/[subCategoryId]/bonus';
import { requiredValues } from '@/lib/attributes/sample';
import { getCatalogue, invalidateCatalogue } from '@/lib/catalogue/snapshot';
import { itemGroups } from '@/lib/carts/view';
import { majorToMinor } from '@/lib/money';
import { estimateLine } from '@/lib/pricing';
import { CartSchema } from '@/lib/schemas/cart';
import { ServicesResponseSchema, type Service } from '@/lib/schemas/catalogue';
import { CURRENCIES } from '@/lib/schemas/common';

type SubService = Service['subServices'][number];
const chunks = <T>(list: T[], size: number) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * Lines where a careless estimate disagrees with the cart: an ordinary offer that takes the line
 * below the €12 minimum, two bonus offers (the largest applies), an ordinary offer that lowers the cap.
 */
async function addEdgeSubServices() {
  const index = await getCatalogue();
  const template = [...index.subServicesById.values()].find((ss) => ss.kind === 'repair' && index.providersById.get(ss.providerId)?.repairFundLabelled)!;
  const db = await getDb();
  const offer = (id: string, type: 'fixed' | 'percentage', isRepairFund: boolean, amount: number) => ({
    id,
    name: id,
    type,
    isRepairFund,
    repairFundService: isRepairFund ? 'textile_test' : '',
    percentage: type === 'percentage' ? amount : null,
    fixedAmount: type === 'fixed' ? { EUR: amount, GBP: amount, USD: amount } : {},
  });
  await db.insert(schema.discountOffers).values([
    offer('edge-ten-percent', 'percentage', false, 10),
    offer('edge-ten-off', 'fixed', false, 1000),
    offer('edge-bonus-2', 'fixed', true, 200),
    offer('edge-bonus-6', 'fixed', true, 600),
    offer('edge-bonus-9', 'fixed', true, 900),
    offer('edge-bonus-15', 'fixed', true, 1500),
  ]);
  const edges: [string, number, string[]][] = [
    ['edge-below-minimum', 1300, ['edge-ten-percent', 'edge-bonus-6']],
    ['edge-two-bonuses', 2000, ['edge-bonus-2', 'edge-bonus-9']],
    ['edge-lower-cap', 3000, ['edge-ten-off', 'edge-bonus-15']],
  ];
  await db.insert(schema.subServices).values(
    edges.map(([id, price], i) => ({
      id,
      serviceId: template.serviceId,
      identifier: id,
      position: 1000 + i,
      name: template.name,
      description: template.description,
      imageUrl: template.imageUrl,
      kind: 'repair' as const,
      price: { EUR: price, GBP: price, USD: price },
      originalPrice: { EUR: price, GBP: price, USD: price },
      leadTimeDays: 5,
      canBeMultiple: true,
      attributeGroupId: template.attributeGroupId,
    })),
  );
  await db.insert(schema.subServiceOffers).values(edges.flatMap(([id, , offers]) => offers.map((offerId) => ({ subServiceId: id, offerId }))));
  invalidateCatalogue();
}

describe('the services step estimate', () => {
  beforeAll(addEdgeSubServices);

  // About a hundred carts: 10 s on an idle machine, several times that on a loaded one.
  it('equals the cart price (gross, offers, Bonus Réparation, net) for every demo sub-service, store and currency', async () => {
    const index = await getCatalogue();
    const subCategoryIds = [...index.subCategoriesById.keys()].join(',');
    let compared = 0;
    let withBonus = 0;
    let withOffer = 0;
    for (const currency of CURRENCIES) {
      const res = await call(servicesRoute.GET, `/v1/services?subClothesCategoryIds=${subCategoryIds}&currency=${currency}`);
      expect(res.status, res.text).toBe(200);
      const wire = ServicesResponseSchema.parse(res.json).flatMap((s) => s.subServices);
      for (const store of index.stores) {
        for (const providerId of new Set(wire.map((s) => s.providerId))) {
          const provider = index.providersById.get(providerId)!;
          if (!provider.storeIds.includes(store.id)) continue;
          const lines = wire
            .filter((s) => s.providerId === providerId)
            .flatMap((s) => (s.canBeMultiple ? [{ s, quantity: 1 }, { s, quantity: 3 }] : [{ s, quantity: 1 }]));
          for (const batch of chunks(lines, 20)) {
            const prices = await cartPrices(store.id, currency, providerId, batch);
            for (const [i, { s, quantity }] of batch.entries()) {
              const estimate = estimateLine(s, quantity, { currency, storeCountry: store.country, providerLabelled: provider.repairFundLabelled });
              const charged = prices[i]!;
              const label = `${s.id} ×${quantity} at ${store.identifier} in ${currency}`;
              expect({ gross: estimate.gross, offers: estimate.offerDiscount, bonus: estimate.repairFund, net: estimate.net }, label).toEqual(charged);
              // What the services step shows (major units) agrees too: the bonus and the amount to pay.
              const shown = shownEstimate([{ subService: s, quantity }], currency, store.country);
              expect({ bonus: majorToMinor(shown.bonus), net: majorToMinor(shown.toPay) }, label).toEqual({ bonus: charged.bonus, net: charged.net });
              // Each offer the cart will deduct is named on the services step first (docs/decisions.md#price-breakdown).
              expect(shown.offers.reduce((sum, o) => sum + majorToMinor(o.amount), 0), label).toBe(charged.offers);
              if (charged.offers > 0) withOffer += 1;
              compared += 1;
              if (charged.bonus > 0) withBonus += 1;
            }
          }
        }
      }
    }
    // The comparison covered the catalogue, bonus lines included.
    expect(compared).toBeGreaterThan(index.subServicesById.size);
    expect(withBonus).toBeGreaterThan(10);
    expect(withOffer).toBeGreaterThan(0);
    expect(index.subServicesById.has('edge-two-bonuses')).toBe(true);
  }, 240_000);
});

/** One cart in `store` and `currency` holding one item per line; each item's price as the cart computes it, in cents. */
async function cartPrices(storeId: string, currency: string, providerId: string, batch: { s: SubService; quantity: number }[]) {
  const index = await getCatalogue();
  const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: { storeId, currency } });
  expect(created.status, created.text).toBe(201);
  const id = created.json.id as string;
  const items = batch.map(({ s, quantity }) => {
    const ss = index.subServicesById.get(s.id)!;
    const subCategory = index.subCategoriesById.get(ss.subCategoryId)!;
    return {
      categoryId: subCategory.categoryId,
      subClothesCategory: subCategory.id,
      attributeGroup: subCategory.attributeGroupId!,
      images: [],
      subServices: [{ subServiceId: s.id, quantity }],
      values: requiredValues(itemGroups(index, subCategory.attributeGroupId, [s.id])),
    };
  });
  const added = await call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body: { provider: providerId, items }, params: { id } });
  expect(added.status, added.text).toBe(200);
  const cart = CartSchema.parse(added.json);
  const basket = cart.pricing!.basket;
  expect(basket.items).toHaveLength(batch.length);
  return cart.items.map((item) => {
    const priced = basket.items.find((b) => b.itemId === item.id)!;
    return {
      gross: majorToMinor(priced.servicePrices),
      offers: majorToMinor(priced.offerDiscount),
      bonus: majorToMinor(priced.repairFund),
      net: majorToMinor(priced.netPrice),
    };
  });
}
