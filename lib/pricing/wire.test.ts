import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorToMinor } from '@/lib/money';
import { priceCart, toWireBasket, toWireCommissions, toWireEstimatedPrice } from './index';
import { anyCart } from './testing/arbitraries';
import { bonus, cart, fixedOffer, line, NO_FEE, percentOffer } from './testing/fixtures';

const paris = cart([]).store;
const sample = () =>
  priceCart(
    cart(
      [
        [{ ...line(1400, [bonus(800, 'rf-hole'), percentOffer(0)]), subServiceId: 'hole' }, { ...line(1050, [fixedOffer(100, 'winter')]), subServiceId: 'seam' }],
        [{ ...line(2000, [], { kind: 'alteration', unitOriginalPrice: 2500 }), subServiceId: 'hem' }],
      ],
      {
        deliveryPrice: 590,
        discountCode: { code: 'WELCOME10', type: 'percentage', percentage: 10 },
        store: { ...paris, serviceFee: { ...NO_FEE, fixed: { EUR: 290 } } },
      },
    ),
  );

describe('toWireBasket', () => {
  it('sends money as numbers in major units and vat as the rate', () => {
    const basket = toWireBasket(sample());
    // nets: 600 + 950 + 2000 = 3550; code 355; 3195 + 290 + 590 = 4075.
    expect(basket).toMatchObject({
      isValidated: true,
      step: 'booking',
      currency: 'EUR',
      note: [],
      costToUser: { total: 40.75, totalService: 44.5, serviceFee: { variables: ['totalService'], percentage: 0, fixed: 2.9, fee: 2.9 }, vat: 0.2 },
      discountCode: { code: 'WELCOME10', type: 'percentage', percentage: 10, amount: 3.55 },
    });
    expect(basket.costToUser).toMatchObject({ repairFund: 8, offerDiscount: 1, codeDiscount: 3.55, totalDiscount: 12.55, delivery: 5.9, vatAmount: 8.13 }); // VAT on 40.75 + the 8 of bonus
    expect(typeof basket.costToUser.totalService).toBe('number');
    expect(JSON.stringify(basket.costToUser)).toContain('"totalService":44.5');
  });

  it('lists each item with its sub-service ids, prices and offers (the bonus as its own entry)', () => {
    const [first, second] = toWireBasket(sample(), { revokedItemIds: ['item-2'], step: 'quote', isValidated: false }).items;
    expect(first).toEqual({
      appliedDiscountOffer: [
        {
          ...{ id: 'rf-hole', _id: 'rf-hole', name: 'Bonus Réparation', type: 'fixed', isRepairFund: true },
          ...{ repairFundService: 'textile_hole', percentage: null, amount: 8, subServiceId: 'hole' },
        },
        {
          ...{ id: 'winter', _id: 'winter', name: 'Fixed off', type: 'fixed', isRepairFund: false },
          ...{ repairFundService: '', percentage: null, amount: 1, subServiceId: 'seam' },
        },
      ],
      isRevoked: false,
      itemId: 'item-1',
      servicePrices: 24.5,
      originalPrice: 24.5,
      subServiceIds: 'hole,seam',
      offerDiscount: 1,
      repairFund: 8,
      netPrice: 15.5,
    });
    expect(second).toMatchObject({ appliedDiscountOffer: null, isRevoked: true, servicePrices: 20, originalPrice: 25, subServiceIds: 'hem' });
  });
});

describe('toWireCommissions and toWireEstimatedPrice', () => {
  it('maps the commission split to major units', () => {
    expect(toWireCommissions(sample())).toEqual({
      platformFee: { variables: ['totalService'], percentage: 10, fixed: 0, fee: 4.45 },
      serviceProvider: { variables: ['totalService'], percentage: 80, fixed: 0, fee: 35.6 },
      operator: { variables: ['totalService'], percentage: 5, fixed: 0, fee: 2.23 },
      partner: { variables: ['delivery'], percentage: 100, fixed: 0, fee: 5.9 },
      paymentFee: { variables: ['total'], percentage: 2, fixed: 0.25, fee: 1.07 },
      deliveryCompanyFee: 5.9,
      insuranceFee: 0,
    });
  });

  it('maps the list-orders estimatedPrice with one entry per discount', () => {
    expect(toWireEstimatedPrice(sample())).toEqual({
      estimatedPrice: 40.75,
      vat: 0.2,
      serviceFee: 2.9,
      deliveryFee: 5.9,
      insuranceFee: 0,
      taxAmount: 8.13, // on the price, bonus included (docs/invoices.md#vat-and-bonus)
      servicesPrices: 44.5,
      totalDiscount: 12.55,
      originalPrice: 49.5,
      appliedDiscounts: [
        { type: 'repair_fund', value: 8, id: 'rf-hole', name: 'Bonus Réparation' },
        { type: 'offer', value: 1, id: 'winter', name: 'Fixed off' },
        { type: 'discount_code', value: 3.55, id: 'WELCOME10', name: 'WELCOME10' },
      ],
    });
  });

  it('for arbitrary carts: wire numbers are the minor amounts / 100 and discounts add up', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const result = priceCart(input);
        const est = toWireEstimatedPrice(result);
        const basket = toWireBasket(result);
        expect(majorToMinor(est.estimatedPrice)).toBe(result.totals.total);
        expect(majorToMinor(basket.costToUser.total)).toBe(result.totals.total);
        expect(est.vat).toBe(basket.costToUser.vat);
        const discounts = est.appliedDiscounts.reduce((a, d) => a + majorToMinor(d.value), 0);
        expect(discounts).toBe(result.totals.totalDiscount);
        basket.items.forEach((item, i) => expect(majorToMinor(item.servicePrices)).toBe(result.items[i]!.gross));
      }),
      { numRuns: 200 },
    );
  });
});
