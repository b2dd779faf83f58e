import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { zonedParts } from '@/lib/i18n/dates';
import { matchSlot, offeredSlots } from './slots';

const RULE = { capacity: 3, startTimes: ['09:00', '14:00'], durationMinutes: 120, days: 10 };

describe('offeredSlots', () => {
  it('offers the start times of the next 10 business days, in the store’s zone, 2 hours long', () => {
    // Friday 20 November 2026, 18:00 in New York.
    const now = new Date('2026-11-20T23:00:00Z');
    const slots = offeredSlots(RULE, 'America/New_York', now);
    expect(slots).toHaveLength(20);
    const first = zonedParts(new Date(slots[0]!.start), 'America/New_York');
    expect(first).toMatchObject({ year: 2026, month: 11, day: 23, hour: 9, minute: 0, weekday: 1 });
    const last = zonedParts(new Date(slots.at(-1)!.start), 'America/New_York');
    expect(last).toMatchObject({ month: 12, day: 4, hour: 14, weekday: 5 });
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(2 * 3600_000);
  });

  it('never offers a weekend, a past time or more than 10 business days, whatever the day and zone', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2026-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }), fc.constantFrom('Europe/Paris', 'Europe/London', 'America/New_York'), (now, zone) => {
        const slots = offeredSlots(RULE, zone, now);
        expect(slots).toHaveLength(20);
        for (const s of slots) {
          const p = zonedParts(new Date(s.start), zone);
          expect(p.weekday).toBeLessThanOrEqual(5);
          expect([9, 14]).toContain(p.hour);
          expect(Date.parse(s.start)).toBeGreaterThan(now.getTime());
          expect(Date.parse(s.start) - now.getTime()).toBeLessThan(16 * 86_400_000);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('matchSlot', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('accepts an offered slot and refuses a past one, one outside the window or with another length', () => {
    const [first] = offeredSlots(RULE, 'Europe/Paris', now);
    expect(matchSlot(RULE, 'Europe/Paris', now, first!)).toEqual(first);
    expect(matchSlot(RULE, 'Europe/Paris', now, { start: '2026-11-19T08:00:00Z', end: '2026-11-19T10:00:00Z' })).toBeNull();
    expect(matchSlot(RULE, 'Europe/Paris', now, { start: '2027-02-01T08:00:00Z', end: '2027-02-01T10:00:00Z' })).toBeNull();
    expect(matchSlot(RULE, 'Europe/Paris', now, { start: first!.start, end: new Date(Date.parse(first!.start) + 3600_000).toISOString() })).toBeNull();
  });
});
