/**
 * The public price list (docs/customer-site.md#price-list) on the demo catalogue: store currency per
 * country, the cheapest atelier's price per repair, the Bonus Réparation in France only, and the
 * same amount the cart then charges for that repair.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/http';
import * as createCartRoute from '@/app/api/sip/shopping-cart/route';
import * as itemsRoute from '@/app/api/sip/shopping-cart/[id]/items/route';
import { listServedCountries, priceList } from '@/lib/catalogue';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { itemFor } from '../helpers/booking';
import { majorToMinor } from '@/lib/money';
import { CartSchema } from '@/lib/schemas/cart';

const lineNamed = async (country: string, sub: string, name: string) => {
  const list = await priceList(country);
  const subCategory = list.categories.flatMap((c) => c.subCategories).find((s) => s.name.en === sub);
  return { list, line: subCategory?.lines.find((l) => l.name.en === name) };
};

describe('price list', () => {
  it('offers the countries a store serves, each in its store’s currency', async () => {
    expect(await listServedCountries()).toEqual(['FR', 'GB', 'US']);
    expect((await priceList('FR')).currency).toBe('EUR');
    expect((await priceList('GB')).currency).toBe('GBP');
    expect((await priceList('US')).currency).toBe('USD');
    expect((await priceList('DE')).categories).toEqual([]);
    // The service fee of the store web bookings go through is named before the cart: €2.90 online in France, none in London or New York.
    expect((await priceList('FR')).serviceFee).toEqual({ fixed: 290, percentage: 0 });
    expect((await priceList('GB')).serviceFee).toBeNull();
  });

  it('shows the Bonus Réparation where it applies, and the amount left to pay', async () => {
    const { line } = await lineNamed('FR', 'Tailored trousers', 'Re-stitch lined seam');
    expect(line).toMatchObject({ gross: 1400, repairFund: 800, fromNet: 600 });
    const gb = await priceList('GB');
    expect(gb.categories.flatMap((c) => c.subCategories.flatMap((s) => s.lines)).every((l) => l.repairFund === 0)).toBe(true);
  });

  it('prices each repair at the cheapest atelier serving the country, and books that atelier’s repair', async () => {
    const { line } = await lineNamed('FR', 'Jeans', 'Shorten jeans (keep original hem)');
    const index = await getCatalogue();
    expect(line?.fromNet).toBe(1600);
    // Montorgueil asks €18; Oberkampf (Paris) and Croix-Rousse (Lyon) €16: the line books one of those.
    expect(['obk-jeans-hem-original', 'crx-jeans-hem-original']).toContain(index.subServicesById.get(line!.subServiceId)?.identifier);
  });

  it('is what the cart charges for the same repair', async () => {
    const index = await getCatalogue();
    const paris = index.stores.find((s) => s.country === 'FR' && !s.onlineStore) ?? index.stores.find((s) => s.country === 'FR')!;
    const list = await priceList('FR');
    const lines = list.categories.flatMap((c) => c.subCategories.flatMap((s) => s.lines)).slice(0, 12);
    for (const line of lines) {
      const { body } = await itemFor(index.subServicesById.get(line.subServiceId)!.identifier);
      const created = await call(createCartRoute.POST, '/api/sip/shopping-cart', { method: 'POST', body: { storeId: paris.id, currency: 'EUR' } });
      const id = created.json.id as string;
      const added = await call(itemsRoute.POST, `/api/sip/shopping-cart/${id}/items`, { method: 'POST', body, params: { id } });
      expect(added.status, added.text).toBe(200);
      const basket = CartSchema.parse(added.json).pricing!.basket.items[0]!;
      expect(majorToMinor(basket.netPrice), line.name.en).toBe(line.fromNet);
      expect(majorToMinor(basket.repairFund), line.name.en).toBe(line.repairFund);
      // The offers the cart deducts are the ones the line names (docs/decisions.md#price-breakdown).
      expect(line.offers.map((o) => o.name).sort(), line.name.en).toEqual((basket.appliedDiscountOffer ?? []).filter((o) => !o.isRepairFund).map((o) => o.name).sort());
      expect(line.offers.reduce((sum, o) => sum + o.amount, 0), line.name.en).toBe(majorToMinor(basket.offerDiscount));
    }
  });
});
