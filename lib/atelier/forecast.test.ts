import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AtelierCapacity, BenchCalendar } from './capacity';
import { willMissDate, type ForecastOrder } from './forecast';
import { QUEUE_STATUSES } from './queue';

const PARIS: BenchCalendar = { timeZone: 'Europe/Paris', isHoliday: (d) => d === '2026-12-25' };
// The way back: two local calendar days (by local day, never 86 400 000 ms).
const back = (d: Date) => new Date(addDays(new TZDate(d, PARIS.timeZone), 2).getTime());
const NOW = new Date('2026-11-30T09:00:00+01:00'); // a Monday
const WEEK: AtelierCapacity = { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: 10, closures: [] };
const order = (status: ForecastOrder['status'], due: string, arrival = NOW): ForecastOrder => ({ status, estimatedCompletionDate: new Date(due), expectedArrival: arrival });

const instant = fc.date({ min: new Date('2026-06-01T00:00:00Z'), max: new Date('2027-06-01T00:00:00Z'), noInvalidDate: true });
const capacity: fc.Arbitrary<AtelierCapacity> = fc.record({
  workingDays: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  weeklyCapacity: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  closures: fc.array(fc.tuple(fc.integer({ min: 0, max: 360 }), fc.integer({ min: 0, max: 20 })).map(([s, n]) => ({
    from: new Date(Date.UTC(2026, 5, 1 + s)).toISOString().slice(0, 10), to: new Date(Date.UTC(2026, 5, 1 + s + n)).toISOString().slice(0, 10),
  })), { maxLength: 3 }),
});
const forecastOrder = fc.record({
  status: fc.constantFrom(...QUEUE_STATUSES, 'repaired' as const, 'completed' as const),
  estimatedCompletionDate: instant,
  expectedArrival: instant,
});

// docs/atelier.md#forecast
describe('willMissDate', () => {
  it('10 a week on 5 days: 20 orders ahead are 10 bench days, so a date 8 days away is missed, 3 weeks away is not', () => {
    expect(willMissDate(order('received', '2026-12-08T18:00:00+01:00'), NOW, 20, WEEK, PARIS, back)).toBe(true);
    expect(willMissDate(order('received', '2026-12-21T18:00:00+01:00'), NOW, 20, WEEK, PARIS, back)).toBe(false);
    // In repair, nothing is ahead of it.
    expect(willMissDate(order('in_repair', '2026-12-08T18:00:00+01:00'), NOW, 20, WEEK, PARIS, back)).toBe(false);
    // A closure covering the fortnight moves it past its date even with no queue.
    const shut = { ...WEEK, closures: [{ from: '2026-11-30', to: '2026-12-13' }] };
    expect(willMissDate(order('received', '2026-12-08T18:00:00+01:00'), NOW, 0, shut, PARIS, back)).toBe(true);
    // Capacity 0: nothing not yet on the bench will be done.
    expect(willMissDate(order('received', '2027-06-01T18:00:00+01:00'), NOW, 0, { ...WEEK, weeklyCapacity: 0 }, PARIS, back)).toBe(true);
  });

  it('never flags an order already late, or one the bench is done with', () => {
    fc.assert(
      fc.property(forecastOrder, instant, fc.nat(500), capacity, (o, now, ahead, c) => {
        const late = o.estimatedCompletionDate.getTime() < now.getTime();
        const done = !(QUEUE_STATUSES as readonly string[]).includes(o.status);
        if (late || done) expect(willMissDate(o, now, ahead, c, PARIS, back)).toBe(false);
      }),
    );
  });

  it('a longer queue ahead never turns a miss into an order on time', () => {
    fc.assert(
      fc.property(forecastOrder, instant, fc.nat(300), fc.nat(300), capacity, (o, now, a, more, c) => {
        if (willMissDate(o, now, a, c, PARIS, back)) expect(willMissDate(o, now, a + more, c, PARIS, back)).toBe(true);
      }),
    );
  });

  it('a date no sooner than the bench could possibly finish (no queue, no closure, open every day) is never flagged', () => {
    const open: AtelierCapacity = { workingDays: [1, 2, 3, 4, 5, 6, 7], weeklyCapacity: null, closures: [] };
    const none: BenchCalendar = { timeZone: 'Europe/Paris', isHoliday: () => false };
    fc.assert(
      fc.property(instant, instant, fc.nat(500), fc.constantFrom(...QUEUE_STATUSES), (now, arrival, ahead, status) => {
        const start = arrival > now && status !== 'in_repair' ? arrival : now;
        const o = { status, expectedArrival: arrival, estimatedCompletionDate: back(start) };
        expect(willMissDate(o, now, ahead, open, none, back)).toBe(false);
      }),
    );
  });
});
