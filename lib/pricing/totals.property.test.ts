import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type PricingInput } from './index';
import { anyCart, pricingInput } from './testing/arbitraries';

const RUNS = { numRuns: 400 };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Every number anywhere in a value. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

describe('priceCart properties', () => {
  it('total = Σ line nets − code + service fee + delivery + insurance', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const r = priceCart(input);
        const nets = sum(r.items.flatMap((i) => i.lines.map((l) => l.net)));
        expect(r.totals.total).toBe(nets - r.totals.codeDiscount + r.totals.serviceFee + r.totals.delivery + r.totals.insurance);
      }),
      RUNS,
    );
  });

  it('every reported total is the sum of its parts', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const r = priceCart(input);
        const t = r.totals;
        expect(t.total).toBe(t.totalService - t.totalDiscount + t.serviceFee + t.delivery + t.insurance);
        expect(t.totalDiscount).toBe(t.offerDiscount + t.repairFund + t.codeDiscount);
        for (const key of ['gross', 'original', 'offerDiscount', 'repairFund', 'net'] as const) {
          for (const item of r.items) expect(item[key]).toBe(sum(item.lines.map((l) => l[key])));
        }
        expect(t.totalService).toBe(sum(r.items.map((i) => i.gross)));
        expect(t.originalTotal).toBe(sum(r.items.map((i) => i.original)));
        expect(t.repairFund).toBe(sum(r.items.map((i) => i.repairFund)));
        for (const l of r.items.flatMap((i) => i.lines)) {
          expect(l.net).toBe(l.gross - l.offerDiscount - l.repairFund);
          expect(l.offerDiscount).toBe(sum(l.appliedOffers.map((o) => o.amount)));
          expect(l.repairFund).toBe(l.repairFundOffer?.amount ?? 0);
        }
      }),
      RUNS,
    );
  });

  it('insurance: the paid customer pays the premium, the warranty customer nothing; the insurer always gets it; it carries no VAT', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const r = priceCart(input);
        const premium = input.insurancePrice ?? 0;
        expect(r.totals.insurance).toBe(input.bookingType === 'warranty' ? 0 : premium);
        expect(r.comissions.insuranceFee).toBe(premium);
        const uninsured = priceCart({ ...input, insurancePrice: 0 });
        expect(r.totals.total - uninsured.totals.total).toBe(r.totals.insurance);
        expect(r.totals.vatAmount).toBe(uninsured.totals.vatAmount);
      }),
      RUNS,
    );
  });

  it('no amount is ever negative or fractional', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const { totals, ...rest } = priceCart(input);
        const { vatRate, ...money } = totals;
        expect(vatRate).toBe(input.store.vatRateBp / 10_000);
        expect(numbers([rest, money]).filter((n) => !(n >= 0 && Number.isFinite(n)))).toEqual([]);
        const amounts = numbers([rest.items, money, rest.discountCode?.amount, rest.serviceFee.fee]);
        expect(amounts.filter((n) => !Number.isSafeInteger(n))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('offers never push a line below 0 and the code never exceeds Σ line nets', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const r = priceCart(input);
        for (const l of r.items.flatMap((i) => i.lines)) expect(l.offerDiscount).toBeLessThanOrEqual(l.gross);
        expect(r.totals.codeDiscount).toBeLessThanOrEqual(sum(r.items.map((i) => i.net)));
      }),
      RUNS,
    );
  });

  it('warranty: total 0, every customer amount 0, originals kept', () => {
    fc.assert(
      fc.property(pricingInput, (raw) => {
        const input: PricingInput = { ...raw, bookingType: 'warranty' };
        const r = priceCart(input);
        const { originalTotal, vatRate, ...customer } = r.totals;
        expect(numbers(customer).every((n) => n === 0)).toBe(true);
        expect(r.discountCode).toBeNull();
        expect(r.serviceFee.fee).toBe(0);
        const inputLines = input.items.flatMap((i) => i.lines);
        expect(originalTotal).toBe(sum(inputLines.map((l) => l.unitOriginalPrice * l.quantity)));
        expect(vatRate).toBe(input.store.vatRateBp / 10_000);
        for (const l of r.items.flatMap((i) => i.lines)) {
          expect([l.gross, l.offerDiscount, l.repairFund, l.net, l.appliedOffers.length]).toEqual([0, 0, 0, 0, 0]);
        }
      }),
      RUNS,
    );
  });

  it('VAT is the share of the price at the store rate, rounded half up: what the customer pays plus the bonus the eco-organism pays (docs/invoices.md#vat-and-bonus)', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        // Less the insurance premium, exempt from VAT (docs/insurance.md#vat).
        const { total, repairFund, vatAmount, insurance } = priceCart(input).totals;
        const bp = BigInt(input.store.vatRateBp);
        const exact = (2n * BigInt(total - insurance + repairFund) * bp + 10_000n + bp) / (2n * (10_000n + bp));
        expect(BigInt(vatAmount)).toBe(exact);
        expect(vatAmount).toBeLessThanOrEqual(total - insurance + repairFund);
      }),
      RUNS,
    );
  });

  it('is deterministic and leaves its input untouched', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        const copy = structuredClone(input);
        const first = priceCart(input);
        expect(input).toEqual(copy);
        expect(priceCart(copy)).toEqual(first);
      }),
      RUNS,
    );
  });
});
