import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideFloor, divideHalfUp, percentOf, percentOfFloor } from './rounding';

describe('integer money maths', () => {
  it('divides like exact integer arithmetic (BigInt reference)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: 1, max: 1_000_000 }), (n, d) => {
        const [bn, bd] = [BigInt(n), BigInt(d)];
        expect(BigInt(divideFloor(n, d))).toBe(bn / bd);
        expect(BigInt(divideHalfUp(n, d))).toBe((2n * bn + bd) / (2n * bd));
      }),
      { numRuns: 1000 },
    );
  });

  it('rounds percentages half up, and floors where a cap must hold', () => {
    expect(percentOf(1245, 10)).toBe(125); // 124.5
    expect(percentOf(1244, 10)).toBe(124); // 124.4
    expect(percentOf(3590, 2.5)).toBe(90); // 89.75
    expect(percentOf(1000, -5)).toBe(0);
    expect(percentOfFloor(1299, 60)).toBe(779); // 779.4
    expect(percentOfFloor(1999, 60)).toBe(1199); // 1199.4
  });
});
