import { describe, expect, it } from 'vitest';
import { priceCart } from './index';
import { bonus, cart, line, percentOffer } from './testing/fixtures';

/** Price one line in a qualifying cart (or per `extra`) and return that line. */
const one = (...args: Parameters<typeof cart>) => priceCart(cart(...args)).items[0]!.lines[0]!;

describe('Bonus Réparation: the worked examples', () => {
  it('a €14 repair with an €8 bonus costs €6', () => {
    const l = one([[line(1400, [bonus(800)])]]);
    expect(l).toMatchObject({ gross: 1400, repairFund: 800, net: 600, repairFundBlockedBy: null });
    expect(l.repairFundOffer).toMatchObject({ isRepairFund: true, amount: 800, repairFundService: 'textile_hole' });
  });

  it('a €40 zip with a €15 bonus costs €25', () => {
    expect(one([[line(4000, [bonus(1500)])]])).toMatchObject({ repairFund: 1500, net: 2500 });
  });

  it('a €10 repair with a €7 bonus gets no bonus (under €12)', () => {
    expect(one([[line(1000, [bonus(700)])]])).toMatchObject({ repairFund: 0, net: 1000, repairFundBlockedBy: 'below_minimum', repairFundOffer: null });
  });

  it('a €12.00 repair qualifies, €11.99 does not', () => {
    expect(one([[line(1200, [bonus(700)])]])).toMatchObject({ repairFund: 700, net: 500 });
    expect(one([[line(1199, [bonus(700)])]])).toMatchObject({ repairFund: 0, net: 1199 });
  });

  it('a €20 line with a €25 bonus is capped at 60 % (€12) and costs €8', () => {
    expect(one([[line(2000, [bonus(2500)])]])).toMatchObject({ repairFund: 1200, net: 800 });
  });

  it('the cap is floored to the cent so 60 % is never exceeded', () => {
    // 60 % of €12.99 is €7.794 → €7.79.
    expect(one([[line(1299, [bonus(2500)])]])).toMatchObject({ repairFund: 779, net: 520 });
  });

  it('is multiplied by the quantity, then capped on the line', () => {
    expect(one([[line(1500, [bonus(700)], { quantity: 2 })]])).toMatchObject({ gross: 3000, repairFund: 1400, net: 1600 });
    expect(one([[line(1500, [bonus(1000)], { quantity: 3 })]])).toMatchObject({ gross: 4500, repairFund: 2700, net: 1800 });
  });

  it('is computed on the line after ordinary offers', () => {
    // €14 − 20 % = €11.20 < €12: no bonus.
    expect(one([[line(1400, [percentOffer(20), bonus(800)])]])).toMatchObject({ offerDiscount: 280, repairFund: 0, net: 1120 });
    // €20 − 10 % = €18; 60 % = €10.80 caps a €25 bonus.
    expect(one([[line(2000, [percentOffer(10), bonus(2500)])]])).toMatchObject({ offerDiscount: 200, repairFund: 1080, net: 720 });
  });

  it('stacks over several lines of one item, each capped on its own line', () => {
    const result = priceCart(cart([[line(1400, [bonus(800)]), line(2000, [bonus(2500)]), line(1000, [bonus(700)])]]));
    expect(result.items[0]).toMatchObject({ gross: 4400, repairFund: 2000, net: 2400 });
    expect(result.totals).toMatchObject({ repairFund: 2000, total: 2400 });
  });

  it('takes the largest when a line carries two bonus offers', () => {
    expect(one([[line(3000, [bonus(700, 'a'), bonus(1500, 'b')])]]).repairFundOffer).toMatchObject({ id: 'b', amount: 1500 });
  });
});

describe('Bonus Réparation: who never gets it', () => {
  const cases = [
    // [who, cart overrides, reason reported, what the customer pays for the €40 line]
    ['GBP', { currency: 'GBP' }, 'currency', 4000],
    ['USD', { currency: 'USD' }, 'currency', 4000],
    ['a store outside France', { store: { ...cart([]).store, country: 'GB' } }, 'country', 4000],
    ['a warranty booking', { bookingType: 'warranty' }, 'warranty', 0],
    ['an unlabelled provider', { provider: { repairFundLabelled: false } }, 'provider_not_labelled', 4000],
  ] as const;
  for (const [name, extra, reason, net] of cases) {
    it(`not for ${name}`, () => {
      const l = one([[line(4000, [bonus(1500)])]], extra);
      expect(l).toMatchObject({ repairFund: 0, repairFundOffer: null, repairFundBlockedBy: reason, net });
    });
  }

  it('not for an alteration (a hem)', () => {
    expect(one([[line(4000, [bonus(1500)], { kind: 'alteration' })]])).toMatchObject({ repairFund: 0, net: 4000, repairFundBlockedBy: 'not_a_repair' });
  });

  it('not when the offer has no amount in the currency', () => {
    const offer = { ...bonus(800), fixedAmount: undefined };
    expect(one([[line(4000, [offer])]])).toMatchObject({ repairFund: 0, repairFundBlockedBy: 'no_amount' });
  });

  it('accepts the store country in any case', () => {
    expect(one([[line(1400, [bonus(800)])]], { store: { ...cart([]).store, country: 'fr' } })).toMatchObject({ repairFund: 800 });
  });
});
