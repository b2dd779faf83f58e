import { TZDate, tzScan } from '@date-fns/tz';
import { addDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchDone } from '@/lib/atelier/capacity';
import { addBusinessDays, benchCalendar, isBusinessDay, promisedDate, type StoreCalendar } from './business-days';

const PARIS: StoreCalendar = { timeZone: 'Europe/Paris', country: 'FR' };
const LONDON: StoreCalendar = { timeZone: 'Europe/London', country: 'GB' };
const NEW_YORK: StoreCalendar = { timeZone: 'America/New_York', country: 'US' };
const iso = (d: Date) => d.toISOString();

describe('business days in the store’s calendar (docs/decisions.md#promised-date)', () => {
  it('skips weekends', () => {
    const friday = new Date('2026-11-20T10:00:00Z');
    expect(iso(addBusinessDays(friday, 1, PARIS))).toBe('2026-11-23T10:00:00.000Z');
    expect(iso(addBusinessDays(friday, 5, PARIS))).toBe('2026-11-27T10:00:00.000Z');
    expect(iso(addBusinessDays(friday, 0, PARIS))).toBe(iso(friday));
  });

  it('skips the public holidays of the store’s country, and only those', () => {
    const monday13July = new Date('2026-07-13T08:00:00Z');
    expect(iso(addBusinessDays(monday13July, 1, PARIS))).toBe('2026-07-15T08:00:00.000Z'); // 14 July
    expect(iso(addBusinessDays(monday13July, 1, LONDON))).toBe('2026-07-14T08:00:00.000Z');
    const christmasEve = new Date('2026-12-24T15:00:00Z');
    expect(iso(addBusinessDays(christmasEve, 1, NEW_YORK))).toBe('2026-12-28T15:00:00.000Z');
    const thanksgivingEve = new Date('2026-11-25T15:00:00Z');
    expect(iso(addBusinessDays(thanksgivingEve, 1, NEW_YORK))).toBe('2026-11-27T15:00:00.000Z');
    expect(iso(addBusinessDays(thanksgivingEve, 1, PARIS))).toBe('2026-11-26T15:00:00.000Z');
  });

  it('counts days where the store is: Saturday 00:30 in Paris is a weekend though UTC says Friday', () => {
    const parisSaturday = new Date('2026-11-27T23:30:00Z');
    expect(isBusinessDay(parisSaturday, PARIS)).toBe(false);
    expect(iso(addBusinessDays(parisSaturday, 1, PARIS))).toBe('2026-11-29T23:30:00.000Z'); // Monday 00:30 in Paris
  });

  it('keeps the local time of day across a change of clocks', () => {
    const friday = new Date('2026-03-27T09:00:00Z'); // 10:00 in Paris, winter time
    expect(iso(addBusinessDays(friday, 1, PARIS))).toBe('2026-03-30T08:00:00.000Z'); // 10:00 in Paris, summer time
  });

  it('never lands on a weekend or a holiday, and moves forward by at least the days asked', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(PARIS, LONDON, NEW_YORK),
        (from, days, calendar) => {
          const to = addBusinessDays(from, days, calendar);
          expect(isBusinessDay(to, calendar)).toBe(true);
          // ±1 h: a change of clocks in between; at most 15 extra days of holidays (May in France).
          expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(days * 86_400_000 - 3_600_000);
          expect(to.getTime() - from.getTime()).toBeLessThanOrEqual((Math.ceil(days / 5) * 7 + 15) * 86_400_000);
        },
      ),
    );
  });
  it('is the day-by-day walk of a zoned date (TZDate and addDays per day) it replaced, away from a skipped hour', () => {
    const walked = (from: Date, days: number, calendar: StoreCalendar) => {
      let date = new TZDate(from, calendar.timeZone);
      for (let left = Math.max(0, Math.floor(days)); left > 0; ) {
        date = addDays(date, 1);
        if (isBusinessDay(date, calendar)) left--;
      }
      return new Date(date.getTime());
    };
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(PARIS, LONDON, NEW_YORK),
        (from, days, calendar) => {
          // Between 01:00 and 03:00 local a day of the walk may lack that hour: the old walk kept the
          // shifted time for every later day, the new one keeps the booking's (the doc's promise).
          const hour = new TZDate(from, calendar.timeZone).getHours();
          if (hour >= 1 && hour < 3) return;
          expect(iso(addBusinessDays(from, days, calendar))).toBe(iso(walked(from, days, calendar)));
        },
      ),
      { numRuns: 200 },
    );
  });
});


/** The local date of `from` walked in TZDates (a TZDate per day, and at the end as atLocalTime builds it): the walk before the cached offsets. */
function zonedWalk(from: Date, days: number, calendar: StoreCalendar): Date {
  let left = Math.max(0, Math.floor(days));
  if (left === 0) return new Date(from.getTime());
  const local = new TZDate(from, calendar.timeZone);
  let day = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  const zoned = (d: number, ...time: number[]) => {
    const u = new Date(d);
    const [h = 12, m = 0, s = 0, ms = 0] = time;
    return new TZDate(u.getUTCFullYear(), u.getUTCMonth(), u.getUTCDate(), h, m, s, ms, calendar.timeZone);
  };
  while (left > 0) {
    day += 86_400_000;
    if (isBusinessDay(zoned(day), calendar)) left--;
  }
  return new Date(zoned(day, local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds()).getTime());
}

// The queue page's expected arrivals (docs/atelier.md#queue): the zone's offsets cached per day instead of a TZDate per row.
describe('business days from cached zone offsets', () => {
  const zones: StoreCalendar[] = [
    PARIS, LONDON, NEW_YORK, { timeZone: 'Australia/Lord_Howe', country: 'AU' }, { timeZone: 'Asia/Kolkata', country: 'IN' },
    { timeZone: 'America/Santiago', country: 'CL' }, { timeZone: 'Pacific/Chatham', country: 'NZ' }, { timeZone: 'UTC', country: '' },
  ];
  // Every change of clocks of those zones in the years walked: the instants drawn cluster around them.
  const changes = zones.flatMap((calendar) => tzScan(calendar.timeZone, { start: new Date('2024-01-01'), end: new Date('2031-01-01') }).map((c) => ({ calendar, at: c.date.getTime() })));
  const nearChange = fc.record({ change: fc.constantFrom(...changes), shift: fc.integer({ min: -20 * 86_400_000, max: 2 * 86_400_000 }) }).map(({ change, shift }) => ({ calendar: change.calendar, from: new Date(change.at + shift) }));
  const anywhere = fc.record({ calendar: fc.constantFrom(...zones), from: fc.date({ min: new Date('2024-01-01'), max: new Date('2031-01-01'), noInvalidDate: true }) });

  it('is the walk in TZDates, to the millisecond, near a change of clocks and anywhere', () => {
    expect(changes.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), fc.integer({ min: 0, max: 25 }), ({ calendar, from }, days) => {
        expect(iso(addBusinessDays(from, days, calendar)), `${calendar.timeZone} ${iso(from)} +${days}`).toBe(iso(zonedWalk(from, days, calendar)));
      }),
      { numRuns: 3000 },
    );
  });

  it('ends the bench’s work where a TZDate of that day does, weekends and changes of clocks included', () => {
    // Every day open: the walk lands on the Sundays and Saturdays the clocks change on.
    const everyDay = { workingDays: [1, 2, 3, 4, 5, 6, 7], weeklyCapacity: null, closures: [] };
    const closures = [{ from: '2026-03-27', to: '2026-04-02' }, { from: '2026-10-23', to: '2026-10-27' }];
    fc.assert(
      fc.property(fc.oneof(nearChange, anywhere), fc.integer({ min: 0, max: 12 }), fc.boolean(), ({ calendar, from }, lead, shut) => {
        const done = benchDone(from, lead, 0, { ...everyDay, closures: shut ? closures : [] }, benchCalendar({ ...calendar, country: '' }))!;
        const local = new TZDate(from, calendar.timeZone);
        const end = new TZDate(done, calendar.timeZone);
        if (!shut) expect(Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) - Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())).toBe(lead * 86_400_000);
        if (lead === 0 && !shut) {
          expect(done.getTime()).toBe(from.getTime());
          return;
        }
        const rebuilt = new TZDate(end.getFullYear(), end.getMonth(), end.getDate(), local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds(), calendar.timeZone);
        if (done.getTime() !== from.getTime()) expect(iso(done), `${calendar.timeZone} ${iso(from)} +${lead}`).toBe(iso(new Date(rebuilt.getTime())));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('promisedDate', () => {
  const standard = { onwardDays: 1, leadTimeDays: [3, 1], returnDays: 1 };
  const booked = new Date('2026-11-30T09:00:00Z'); // Monday 30 November

  it('adds onward transit, the longest lead time and return transit', () => {
    expect(iso(promisedDate({ from: booked, ...standard }, PARIS))).toBe(iso(addBusinessDays(booked, 5, PARIS))); // Monday 7 December
  });

  it('counts from a slot later than the booking: a pick-up on Friday 11 December is not ready on Monday 7 December', () => {
    const slot = { start: '2026-12-11T08:00:00Z', end: '2026-12-11T11:00:00Z' };
    const promised = promisedDate({ from: booked, slot, ...standard }, PARIS);
    expect(iso(promised)).toBe('2026-12-18T11:00:00.000Z');
    expect(promised > new Date(slot.end)).toBe(true);
  });

  it('is never before the slot, and a past slot changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * 24 * 40 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 }), (minutes, lead, transit) => {
        const end = new Date(booked.getTime() + minutes * 60_000);
        const slot = { start: new Date(end.getTime() - 3_600_000).toISOString(), end: end.toISOString() };
        const input = { from: booked, onwardDays: transit, leadTimeDays: [lead], returnDays: transit };
        expect(promisedDate({ ...input, slot }, PARIS).getTime()).toBeGreaterThanOrEqual(end.getTime());
        expect(promisedDate({ ...input, slot }, PARIS).getTime()).toBeGreaterThanOrEqual(promisedDate(input, PARIS).getTime());
      }),
    );
    const past = { start: '2026-11-01T08:00:00Z', end: '2026-11-01T09:00:00Z' };
    expect(iso(promisedDate({ from: booked, slot: past, ...standard }, PARIS))).toBe(iso(promisedDate({ from: booked, ...standard }, PARIS)));
  });
});
