import { describe, expect, it } from 'vitest';
import { priceCart } from './index';
import { bonus, cart, fixedOffer, line, NO_FEE, percentOffer } from './testing/fixtures';

describe('ordinary offers', () => {
  it('percentage offers round half up per line', () => {
    // 10 % of €12.45 = 124.5 cents → 125.
    const l = priceCart(cart([[line(1245, [percentOffer(10)])]])).items[0]!.lines[0]!;
    expect(l).toMatchObject({ offerDiscount: 125, net: 1120 });
    expect(l.appliedOffers).toEqual([expect.objectContaining({ id: 'pct-10', amount: 125, isRepairFund: false })]);
  });

  it('a fixed offer counts once per line, not per unit', () => {
    expect(priceCart(cart([[line(1000, [fixedOffer(500)], { quantity: 3 })]])).items[0]!.lines[0]).toMatchObject({ gross: 3000, offerDiscount: 500, net: 2500 });
  });

  it('skips offers without an amount in the currency', () => {
    const l = priceCart(cart([[line(1000, [fixedOffer(undefined), { ...percentOffer(10), percentage: null }])]])).items[0]!.lines[0]!;
    expect(l).toMatchObject({ offerDiscount: 0, appliedOffers: [], net: 1000 });
  });

  it('never takes a line below zero', () => {
    const l = priceCart(cart([[line(800, [fixedOffer(500, 'a'), fixedOffer(500, 'b'), percentOffer(50)])]])).items[0]!.lines[0]!;
    expect(l).toMatchObject({ offerDiscount: 800, net: 0 });
    expect(l.appliedOffers.map((o) => o.amount)).toEqual([500, 300]);
  });
});

describe('discount code, service fee, delivery, VAT', () => {
  it('a percentage code applies to Σ line nets after offers and bonus, rounded half up', () => {
    const r = priceCart(cart([[line(1400, [bonus(800)])], [line(1005)]], { discountCode: { code: 'WELCOME10', type: 'percentage', percentage: 10 } }));
    // nets 600 + 1005 = 1605; 10 % = 160.5 → 161.
    expect(r.discountCode).toEqual({ code: 'WELCOME10', type: 'percentage', percentage: 10, amount: 161 });
    expect(r.totals).toMatchObject({ codeDiscount: 161, total: 1444, totalDiscount: 961 });
  });

  it('a fixed code never exceeds what is left', () => {
    const r = priceCart(cart([[line(300)]], { discountCode: { code: 'REPAIR5', type: 'fixed', fixedAmount: 500 }, deliveryPrice: 490 }));
    expect(r.totals).toMatchObject({ codeDiscount: 300, delivery: 490, total: 490 });
  });

  it('a fixed code without an amount in the currency takes nothing off', () => {
    const r = priceCart(cart([[line(3000)]], { discountCode: { code: 'X', type: 'fixed' } }));
    expect(r.totals).toMatchObject({ codeDiscount: 0, total: 3000 });
  });

  it('service fee = fixed part + percentage of the named amounts; delivery is added', () => {
    const serviceFee = { variables: ['totalService', 'delivery'], percentage: 5, fixed: { EUR: 290 } };
    const r = priceCart(cart([[line(2000)]], { deliveryPrice: 590, store: { ...cart([]).store, serviceFee } }));
    // 290 + 5 % × (2000 + 590) = 290 + 129.5 → 420.
    expect(r.serviceFee).toEqual({ variables: ['totalService', 'delivery'], percentage: 5, fixed: 290, fee: 420 });
    expect(r.totals).toMatchObject({ serviceFee: 420, delivery: 590, total: 3010 });
  });

  it('reports the VAT contained in the total', () => {
    const r = priceCart(cart([[line(1200)]]));
    expect(r.totals).toMatchObject({ total: 1200, vatRate: 0.2, vatAmount: 200 });
    const us = priceCart(cart([[line(1200)]], { currency: 'USD', store: { ...cart([]).store, country: 'US', vatRateBp: 0 } }));
    expect(us.totals).toMatchObject({ vatRate: 0, vatAmount: 0 });
  });

  it('taxes a free quote line at its own rate and the rest at the store’s (docs/decisions.md#free-quote-lines)', () => {
    // €24 with an €8 bonus kept in the base and €6 delivery: €30 at 20 % (500); a €11 free line at 10 % (100).
    const r = priceCart(cart([[line(2400, [bonus(800)]), line(1100, [], { subServiceId: 'free-1', vatRateBp: 1000 })]], { deliveryPrice: 600 }));
    expect(r.totals).toMatchObject({ total: 1600 + 1100 + 600, repairFund: 800, vatAmount: 500 + 100 });
    expect(r.items[0]!.lines[1]).toMatchObject({ vatRateBp: 1000, repairFund: 0, net: 1100 });
    // At the store's own rate it is one base with the rest (rounded once, as the invoice groups it).
    const same = priceCart(cart([[line(1001), line(1001, [], { vatRateBp: 2000 })]]));
    expect(same.totals.vatAmount).toBe(priceCart(cart([[line(2002)]])).totals.vatAmount);
  });

  it('rejects amounts that are not non-negative integers', () => {
    expect(() => priceCart(cart([[line(12.5)]]))).toThrow(RangeError);
    expect(() => priceCart(cart([[line(100, [], { quantity: 0 })]]))).toThrow(RangeError);
    expect(() => priceCart(cart([], { deliveryPrice: -1 }))).toThrow(RangeError);
  });
});

describe('warranty', () => {
  it('costs the customer nothing, keeps originals, no offers, bonus or code', () => {
    const r = priceCart(
      cart([[line(1400, [bonus(800), percentOffer(10)], { unitOriginalPrice: 1600, quantity: 2 })]], {
        bookingType: 'warranty',
        deliveryPrice: 590,
        discountCode: { code: 'WELCOME10', type: 'percentage', percentage: 10 },
        store: { ...cart([]).store, serviceFee: { ...NO_FEE, fixed: { EUR: 290 } } },
      }),
    );
    expect(r.items[0]!.lines[0]).toMatchObject({ gross: 0, original: 3200, offerDiscount: 0, appliedOffers: [], repairFund: 0, net: 0 });
    expect(r.discountCode).toBeNull();
    expect(r.totals).toEqual({
      totalService: 0, originalTotal: 3200, offerDiscount: 0, repairFund: 0, codeDiscount: 0, totalDiscount: 0,
      serviceFee: 0, delivery: 0, insurance: 0, total: 0, vatRate: 0.2, vatAmount: 0,
    });
    // The brand pays the atelier on the original prices and the carrier its real price.
    expect(r.comissions).toMatchObject({ serviceProvider: { fee: 2560 }, partner: { fee: 590 }, paymentFee: { fee: 0 }, deliveryCompanyFee: 590 });
  });
});

describe('commissions', () => {
  it('splits by the contract: percentage of the named amounts + fixed part', () => {
    const r = priceCart(cart([[line(1400, [bonus(800)])], [line(2500)]], { deliveryPrice: 490 }));
    // totalService 3900, total 600 + 2500 + 490 = 3590.
    expect(r.comissions).toEqual({
      platformFee: { variables: ['totalService'], percentage: 10, fixed: 0, fee: 390 },
      serviceProvider: { variables: ['totalService'], percentage: 80, fixed: 0, fee: 3120 },
      operator: { variables: ['totalService'], percentage: 5, fixed: 0, fee: 195 },
      partner: { variables: ['delivery'], percentage: 100, fixed: 0, fee: 490 },
      paymentFee: { variables: ['total'], percentage: 2, fixed: 25, fee: 72 + 25 },
      deliveryCompanyFee: 490,
      insuranceFee: 0,
    });
  });

  it('may name repairFund and serviceFee; unknown names count 0; a separate delivery cost is reported', () => {
    const contract = { ...cart([]).store.commissionContract, partner: { variables: ['repairFund', 'nope'], percentage: 100 } };
    const r = priceCart(cart([[line(1400, [bonus(800)])]], { deliveryPrice: 490, deliveryCost: 350, store: { ...cart([]).store, commissionContract: contract } }));
    expect(r.comissions.partner.fee).toBe(800);
    expect(r.comissions.deliveryCompanyFee).toBe(350);
    expect(r.totals.delivery).toBe(490);
  });
});
