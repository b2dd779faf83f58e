import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bars, niceMax, toCsv } from './chart';

describe('dashboard charts (docs/dashboards.md#charts)', () => {
  it('niceMax is a round bound at or above the max, less than ten times over', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e9, noNaN: true }), (m) => {
        const n = niceMax(m);
        expect(n).toBeGreaterThanOrEqual(m);
        expect(n).toBeLessThan(m * 10 + 1e-9);
      }),
    );
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(230)).toBe(250);
  });

  it('bars stay inside the chart and are proportional to their values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 10_000 }), { minLength: 1, maxLength: 80 }), fc.constantFrom('vertical' as const, 'horizontal' as const), (values, orientation) => {
        const { max, bars: out } = bars(
          values.map((value, i) => ({ label: String(i), value })),
          { width: 600, height: 200, orientation },
        );
        for (const [i, b] of out.entries()) {
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.y).toBeGreaterThanOrEqual(-1e-9);
          expect(b.x + b.width).toBeLessThanOrEqual(600 + 1e-9);
          expect(b.y + b.height).toBeLessThanOrEqual(200 + 1e-9);
          const length = orientation === 'vertical' ? b.height : b.width;
          expect(length).toBeCloseTo((Math.max(0, values[i]!) / max) * (orientation === 'vertical' ? 200 : 600), 6);
        }
      }),
    );
  });

  it('CSV quotes what needs quoting and round-trips a simple parse', () => {
    expect(toCsv([['a', 'b,c', 'd"e', null, 3]])).toBe('a,"b,c","d""e",,3\r\n');
  });
});
