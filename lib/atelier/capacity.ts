import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * The atelier's capacity (docs/atelier.md#capacity), pure: how many of the bench's open days the
 * queue ahead of a new order takes, and the day the bench is done with it. lib/carts/business-days.ts
 * (promisedDate) wraps it between the onward and the return transit; nothing else computes a promise.
 */

export type Closure = { from: string; to: string };

export type AtelierCapacity = {
  /** ISO weekdays the bench works, 1 (Monday) … 7 (Sunday). */
  workingDays: readonly number[];
  /** Orders the bench takes on a week; null: not limited. 0: no new bookings. */
  weeklyCapacity: number | null;
  /** Shut days, local 'yyyy-MM-dd' inclusive. */
  closures: readonly Closure[];
};

/** Monday to Friday, no limit, never shut: the promise of an atelier that set nothing (the store's working days, as before #30). */
export const DEFAULT_CAPACITY: AtelierCapacity = { workingDays: [1, 2, 3, 4, 5], weeklyCapacity: null, closures: [] };

/** The furthest a promise may look: an atelier with no open day within it takes no booking (409 atelier_full). */
export const HORIZON_DAYS = 366;

/**
 * Open days of the bench the queue ahead takes: the orders already in it, at the weekly capacity
 * spread evenly over the working days, floor(queue × workingDays / weeklyCapacity). A queue
 * smaller than one day's work waits no day. null: the atelier takes nothing (capacity 0 or no
 * working day), which books nothing.
 */
export function queueDelayDays(queueLength: number, capacity: AtelierCapacity): number | null {
  const days = new Set(capacity.workingDays).size;
  if (capacity.weeklyCapacity === null) return 0;
  if (capacity.weeklyCapacity <= 0 || days === 0) return null;
  return Math.floor((Math.max(0, Math.floor(queueLength)) * days) / capacity.weeklyCapacity);
}

export type BenchCalendar = {
  timeZone: string;
  /** The store country's public holidays (local 'yyyy-MM-dd'): the bench is shut then too. */
  isHoliday: (localDate: string) => boolean;
};

/**
 * An instant in `timeZone` (a TZDate of that zone is taken as it is, not built again).
 * The queue page steps thousands of days a request (docs/atelier.md#forecast): TZDate's
 * construction and date-fns' format were most of its CPU.
 */
export const inZone = (at: Date, timeZone: string): TZDate => (at instanceof TZDate && at.timeZone === timeZone ? at : new TZDate(at, timeZone));

/** The local 'yyyy-MM-dd' of a zoned instant, from its own getters: what format(local, 'yyyy-MM-dd') gives. */
export function localDay(local: TZDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** ISO weekday of a zoned instant, 1 (Monday) … 7 (Sunday): what date-fns' getISODay gives. */
export const isoWeekday = (local: TZDate): number => local.getDay() || 7;

/**
 * A local calendar day in plain arithmetic: the UTC midnight of its date, in ms. Stepping a day is
 * adding DAY_MS (no zone, no DST: 24 h each); its weekday and 'yyyy-MM-dd' come from UTC getters.
 * The promise's walks (benchDone, addBusinessDays) step these, between civilOf and instantAt
 * (a zone's offsets cached per day; atLocalTime's TZDate only near a change of clocks): a TZDate
 * and date-fns' addDays per day were most of an order's date CPU, then a TZDate per row the queue page's.
 */
export type CivilDay = number;
export const DAY_MS = 86_400_000;
/** 'yyyy-MM-dd' of a civil day: what localDay gives for an instant on that local date. */
export const civilIso = (day: CivilDay): string => new Date(day).toISOString().slice(0, 10);
/** ISO weekday of a civil day, 1 (Monday) … 7 (Sunday). */
export const civilWeekday = (day: CivilDay): number => new Date(day).getUTCDay() || 7;
/** The instant on a civil day at `local`'s time of day, in its zone (as addDays on the TZDate keeps the local time). */
export function atLocalTime(day: CivilDay, local: TZDate): Date {
  const d = new Date(day);
  const at = new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds(), local.timeZone);
  return new Date(at.getTime());
}

/**
 * A zone's UTC offset (ms) over a UTC day, or null when its clocks change that day: one Intl
 * lookup per zone and day instead of a TZDate per row (docs/atelier.md#queue: the queue's expected
 * arrivals and forecasts for every row of a page and of its counts). Two changes of clocks in one
 * day that come back to the same offset would be missed; no zone has them.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
function dayOffset(timeZone: string, utcDay: number): number | null {
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map()));
  let offset = days.get(utcDay);
  if (offset === undefined) {
    const start = tzOffset(timeZone, new Date(utcDay * DAY_MS));
    const end = tzOffset(timeZone, new Date(utcDay * DAY_MS + DAY_MS - 1));
    offset = start === end && Number.isFinite(start) ? Math.round(start * 60_000) : null;
    if (days.size >= 4096) days.clear();
    days.set(utcDay, offset);
  }
  return offset;
}

/** The local date and time of day (ms since its midnight) of an instant in a zone, from the cached offsets. */
export function civilOf(at: Date, timeZone: string): { day: CivilDay; time: number } {
  const ms = at.getTime();
  const offset = dayOffset(timeZone, Math.floor(ms / DAY_MS)) ?? Math.round(tzOffset(timeZone, at) * 60_000);
  const local = ms + offset;
  const day = Math.floor(local / DAY_MS) * DAY_MS;
  return { day, time: local - day };
}

/**
 * The instant at a local date and time of day in a zone, from the cached offsets: null when a
 * change of clocks falls within 14 h of it (a skipped or repeated hour: atLocalTime, TZDate's
 * rule, decides those). Otherwise the one instant there is, which is also TZDate's.
 */
export function instantAt(day: CivilDay, time: number, timeZone: string): Date | null {
  const local = day + time;
  const first = Math.floor((local - 14 * 3_600_000) / DAY_MS);
  const last = Math.floor((local + 14 * 3_600_000) / DAY_MS);
  const offset = dayOffset(timeZone, first);
  if (offset === null) return null;
  for (let d = first + 1; d <= last; d++) if (dayOffset(timeZone, d) !== offset) return null;
  return new Date(local - offset);
}

/** The instant on a civil day at `from`'s local time of day in its zone: cached offsets, TZDate only near a change of clocks. */
export function onDayAtTimeOf(day: CivilDay, from: Date, time: number, timeZone: string): Date {
  return instantAt(day, time, timeZone) ?? atLocalTime(day, inZone(from, timeZone));
}

const isBenchCivilDay = (day: CivilDay, capacity: AtelierCapacity, calendar: BenchCalendar): boolean => {
  const iso = civilIso(day);
  return capacity.workingDays.includes(civilWeekday(day)) && !calendar.isHoliday(iso) && !inClosure(iso, capacity.closures);
};

/** Whether the bench works on this (local) day: one of its working days, not a closure, not a public holiday. */
export function isBenchDay(at: Date, capacity: AtelierCapacity, calendar: BenchCalendar): boolean {
  const local = inZone(at, calendar.timeZone);
  const day = localDay(local);
  return capacity.workingDays.includes(isoWeekday(local)) && !calendar.isHoliday(day) && !inClosure(day, capacity.closures);
}

const inClosure = (day: string, closures: readonly Closure[]) => closures.some((c) => c.from <= day && day <= c.to);

/**
 * The day the bench is done with an order that reaches it at `arrival`: the queue's delay plus
 * the longest lead time, counted in the bench's open days after the arrival (the arrival's own
 * time of day kept). With nothing to count, an arrival within a closure waits for its end.
 * null: capacity 0 (or no working day), or more than HORIZON_DAYS shut in a row.
 */
export function benchDone(arrival: Date, leadTimeDays: number, queueLength: number, capacity: AtelierCapacity, calendar: BenchCalendar): Date | null {
  const delay = queueDelayDays(queueLength, capacity);
  if (delay === null) return null;
  let left = Math.max(0, Math.floor(leadTimeDays)) + delay;
  const local = civilOf(arrival, calendar.timeZone);
  let day = local.day;
  if (left === 0) {
    for (let i = 0; inClosure(civilIso(day), capacity.closures); i++) {
      if (i >= HORIZON_DAYS) return null;
      day += DAY_MS;
    }
    return day === local.day ? new Date(arrival.getTime()) : onDayAtTimeOf(day, arrival, local.time, calendar.timeZone);
  }
  for (let shut = 0; left > 0; ) {
    day += DAY_MS;
    if (isBenchCivilDay(day, capacity, calendar)) {
      left--;
      shut = 0;
    } else if (++shut > HORIZON_DAYS) return null;
  }
  return onDayAtTimeOf(day, arrival, local.time, calendar.timeZone);
}
