import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, REPAIR_FUND_MIN_BASE, type PricedLine, type PricingInput } from './index';
import { anyCart } from './testing/arbitraries';

const RUNS = { numRuns: 400 };
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const lines = (input: PricingInput) => priceCart(input).items.flatMap((i) => i.lines);

/** Does the line meet every condition of the Bonus Réparation except its price? */
const qualifies = (input: PricingInput, line: PricedLine) =>
  input.currency === 'EUR' &&
  input.store.country.toUpperCase() === 'FR' &&
  input.bookingType === 'paid' &&
  input.provider.repairFundLabelled &&
  line.kind === 'repair';

describe('Bonus Réparation properties', () => {
  it('a bonus is ≤ 60 % of its base, 0 under €12, and only for EUR + FR + paid + labelled + repair', () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        for (const l of lines(input)) {
          expect(l.repairFund * 100).toBeLessThanOrEqual(l.repairFundBase * 60);
          if (l.repairFundBase < REPAIR_FUND_MIN_BASE) expect(l.repairFund).toBe(0);
          if (!qualifies(input, l)) expect(l.repairFund).toBe(0);
          expect(l.repairFundBase).toBe(l.gross - l.offerDiscount);
        }
      }),
      RUNS,
    );
  });

  it("an item's bonuses together never exceed 60 % of its eligible lines", () => {
    fc.assert(
      fc.property(anyCart, (input) => {
        for (const item of priceCart(input).items) {
          const eligible = item.lines.filter((l) => qualifies(input, l) && l.repairFundBase >= REPAIR_FUND_MIN_BASE);
          expect(item.repairFund * 100).toBeLessThanOrEqual(sum(eligible.map((l) => l.repairFundBase)) * 60);
        }
      }),
      RUNS,
    );
  });

  it('the bonus applies whenever the line qualifies and carries a fixed bonus with an amount', () => {
    let applied = 0;
    fc.assert(
      fc.property(anyCart, (input) => {
        const priced = lines(input);
        input.items.flatMap((i) => i.lines).forEach((inputLine, n) => {
          const l = priced[n]!;
          const fixed = inputLine.offers.filter((o) => o.isRepairFund && o.type === 'fixed' && (o.fixedAmount ?? 0) > 0);
          if (qualifies(input, l) && l.repairFundBase >= REPAIR_FUND_MIN_BASE && fixed.length > 0) {
            const best = Math.max(...fixed.map((o) => o.fixedAmount! * l.quantity));
            expect(l.repairFund).toBeGreaterThanOrEqual(Math.min(best, Math.floor((l.repairFundBase * 60) / 100)));
            expect(l.repairFundOffer?.isRepairFund).toBe(true);
            applied += 1;
          }
        });
      }),
      RUNS,
    );
    expect(applied).toBeGreaterThan(50);
  });
});
