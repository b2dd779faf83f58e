import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatSlot, intlLocale, zonedParts, zonedTime } from './dates';

// 20:05 in New York on 24 November 2026 (EST, UTC−5) is 01:05 UTC on the 25th: 02:05 in Paris.
const NY_EVENING = '2026-11-25T01:05:00.000Z';
const NY = { country: 'US', timeZone: 'America/New_York' };

describe('formatDate', () => {
  it('shows a New York order placed at 20:05 local time at 20:05 on the 24th, not in Paris time', () => {
    expect(formatDate(NY_EVENING, { language: 'fr', ...NY }, 'dateTime')).toMatch(/24 nov\. 2026.*20:05/);
    expect(formatDate(NY_EVENING, { language: 'en', ...NY }, 'dateTime')).toBe('Nov 24, 2026, 8:05 PM');
    expect(formatDate(NY_EVENING, { language: 'fr', country: 'FR', timeZone: 'Europe/Paris' }, 'dateTime')).toMatch(/25 nov\. 2026.*02:05/);
  });

  it('writes dates the British way for the UK store and the American way for the US one', () => {
    expect(intlLocale('en', 'GB')).toBe('en-GB');
    expect(formatDate('2026-03-04T12:00:00Z', { language: 'en', country: 'GB', timeZone: 'Europe/London' }, 'date')).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04T12:00:00Z', { language: 'en', country: 'US', timeZone: 'America/New_York' }, 'date')).toBe('Mar 4, 2026');
  });

  it('formats a slot in the store’s zone', () => {
    const slot = { start: zonedTime(2026, 12, 1, 14, 0, 'Europe/Paris').toISOString(), end: zonedTime(2026, 12, 1, 16, 0, 'Europe/Paris').toISOString() };
    expect(formatSlot(slot, { language: 'fr', country: 'FR', timeZone: 'Europe/Paris' })).toMatch(/^mar\. 1 déc\., 14:00\s*–\s*16:00$/);
  });
});

describe('zonedTime', () => {
  it('is the inverse of zonedParts for wall times that exist, across DST changes', () => {
    const zones = ['Europe/Paris', 'Europe/London', 'America/New_York'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 0, max: 730 }), fc.integer({ min: 0, max: 23 }), (zone, dayOffset, hour) => {
        const d = new Date(Date.UTC(2026, 0, 1) + dayOffset * 86_400_000);
        fc.pre(hour !== 2 && hour !== 1); // 01:00–02:59 may not exist or exist twice on a change day
        const p = zonedParts(zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, 0, zone), zone);
        expect([p.year, p.month, p.day, p.hour, p.minute]).toEqual([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour, 0]);
      }),
    );
  });
});
