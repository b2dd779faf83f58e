import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bars, niceMax, stackedBars, stacksOf, toCsv } from './chart';

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

  it('stacks: one per group, every key in every stack (zero where absent), values summed, keys in the given order then sorted', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ g: fc.constantFrom('w1', 'w2', 'w3'), k: fc.constantFrom('a', 'b', 'c', 'z'), v: fc.integer({ min: 0, max: 100 }) }), { maxLength: 40 }), (rows) => {
        const { keys, stacks } = stacksOf(rows, (r) => r.g, (r) => r.k, (r) => r.v, ['c', 'a']);
        expect(keys).toEqual([...['c', 'a'].filter((k) => rows.some((r) => r.k === k)), ...['b', 'z'].filter((k) => rows.some((r) => r.k === k))]);
        expect(stacks.map((s) => s.label)).toEqual([...new Set(rows.map((r) => r.g))]);
        for (const s of stacks) {
          expect(s.segments.map((p) => p.key)).toEqual(keys);
          for (const p of s.segments) expect(p.value).toBe(rows.filter((r) => r.g === s.label && r.k === p.key).reduce((t, r) => t + r.v, 0));
        }
      }),
    );
  });

  it('stacked bars pile their parts from the bottom without gaps or overlaps, each as tall as its value, the whole inside the chart', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: -5, max: 1000 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 60 }), (values) => {
        const stacks = values.map((v, i) => ({ label: String(i), segments: v.map((value, j) => ({ key: String(j), value })) }));
        const { max, bars: out } = stackedBars(stacks, { width: 600, height: 200 });
        for (const [i, b] of out.entries()) {
          let bottom = 200;
          for (const [j, g] of b.segments.entries()) {
            expect(g.y + g.height).toBeCloseTo(bottom, 6);
            expect(g.height).toBeCloseTo((Math.max(0, values[i]![j]!) / max) * 200, 6);
            expect(g.x + g.width).toBeLessThanOrEqual(600 + 1e-9);
            bottom = g.y;
          }
          expect(bottom).toBeGreaterThanOrEqual(-1e-9);
          expect(b.total).toBe(values[i]!.reduce((t, v) => t + Math.max(0, v), 0));
        }
      }),
    );
  });
});
