import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareAteliers } from './atelier-compare';

const sub = (id: string, eur: string, leadTimeDays: number, bonus?: string) => ({
  id,
  kind: 'repair' as const,
  price: { EUR: eur },
  originalPrice: { EUR: eur },
  leadTimeDays,
  discountOffers: bonus
    ? [{ id: `b-${id}`, name: 'Bonus Réparation', type: 'fixed' as const, isRepairFund: true, repairFundService: 'x', percentage: null, fixedAmount: bonus, currency: 'EUR' as const }]
    : [],
});
const ctx = { currency: 'EUR' as const, storeCountry: 'FR', labelled: () => true };

describe('compareAteliers', () => {
  it('gives each atelier its lowest price after the Bonus Réparation, its shortest lead time and the gap to the cheapest', () => {
    const out = compareAteliers(
      [
        { providerId: 'a', subServices: [sub('a1', '18.00', 4), sub('a2', '40.00', 7, '15.00')] },
        { providerId: 'b', subServices: [sub('b1', '16.00', 2)] },
      ],
      ctx,
    );
    // a: 18.00, or 40.00 − 15.00 = 25.00 → 18.00; b: 16.00.
    expect(out.get('a')).toEqual({ fromNet: 1800, leadTimeDays: 4, difference: 200 });
    expect(out.get('b')).toEqual({ fromNet: 1600, leadTimeDays: 2, difference: 0 });
  });

  it('counts the bonus only for labelled ateliers', () => {
    const services = [{ providerId: 'a', subServices: [sub('a1', '40.00', 7, '15.00')] }];
    expect(compareAteliers(services, ctx).get('a')!.fromNet).toBe(2500);
    expect(compareAteliers(services, { ...ctx, labelled: () => false }).get('a')!.fromNet).toBe(4000);
  });

  it('never shows a negative difference, and the cheapest shows none', () => {
    const price = fc.integer({ min: 100, max: 50_000 }).map((c) => (c / 100).toFixed(2));
    fc.assert(
      fc.property(fc.array(fc.array(price, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (ateliers) => {
        const out = compareAteliers(
          ateliers.map((prices, i) => ({ providerId: `p${i}`, subServices: prices.map((pr, j) => sub(`p${i}-${j}`, pr, j + 1)) })),
          ctx,
        );
        const diffs = [...out.values()].map((s) => s.difference);
        expect(Math.min(...diffs)).toBe(0);
        for (const d of diffs) expect(d).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
