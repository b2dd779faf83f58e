import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, estimatedCompletion } from './business-days';

describe('business days', () => {
  it('skips weekends', () => {
    const friday = new Date('2026-11-20T10:00:00Z');
    expect(addBusinessDays(friday, 1).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(addBusinessDays(friday, 5).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(addBusinessDays(friday, 0).toISOString()).toBe(friday.toISOString());
  });

  it('adds onward transit, the longest lead time and return transit', () => {
    const monday = new Date('2026-11-23T09:00:00Z');
    expect(estimatedCompletion(monday, 2, [3, 7, 1], 2).toISOString()).toBe(addBusinessDays(monday, 11).toISOString());
  });

  it('never lands on a weekend and moves forward by at least the days asked', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }), fc.integer({ min: 1, max: 60 }), (from, days) => {
        const to = addBusinessDays(from, days);
        expect([0, 6]).not.toContain(to.getUTCDay());
        expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(days * 86_400_000);
        expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(Math.ceil(days / 5) * 7 * 86_400_000 + 2 * 86_400_000);
      }),
    );
  });
});
