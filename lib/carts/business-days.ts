import 'server-only';
import Holidays from 'date-holidays';
import { benchDone, civilIso, civilOf, civilWeekday, DAY_MS, DEFAULT_CAPACITY, inZone, isoWeekday, localDay, onDayAtTimeOf, type AtelierCapacity, type BenchCalendar, type CivilDay } from '@/lib/atelier/capacity';

/**
 * The store's working calendar (docs/decisions.md#promised-date): its zone decides where a day
 * starts, its country which days are public holidays. `country` '' = weekends only.
 * Server-only: the holiday data (date-holidays) stays out of the browser's bundle.
 */
export type StoreCalendar = { timeZone: string; country: string };

const holidaySets = new Map<string, Set<string>>();

/** The country's public holidays of a year as local 'yyyy-MM-dd' (bank holidays and observances do not close the atelier). */
function publicHolidays(country: string, year: number): Set<string> {
  const key = `${country}|${year}`;
  let set = holidaySets.get(key);
  if (!set) {
    const list = country ? new Holidays(country.toUpperCase()).getHolidays(year) || [] : [];
    set = new Set(list.filter((h) => h.type === 'public').map((h) => h.date.slice(0, 10)));
    holidaySets.set(key, set);
  }
  return set;
}

/** A working day in the store: Monday–Friday and not a public holiday of its country, in its zone. */
export function isBusinessDay(at: Date, calendar: StoreCalendar): boolean {
  const local = inZone(at, calendar.timeZone);
  return isoWeekday(local) < 6 && !publicHolidays(calendar.country, local.getFullYear()).has(localDay(local));
}

const isBusinessCivilDay = (day: CivilDay, country: string): boolean => {
  const iso = civilIso(day);
  return civilWeekday(day) < 6 && !publicHolidays(country, Number(iso.slice(0, 4))).has(iso);
};

/** Adds the store's working days to an instant, keeping its local time of day (across DST changes too). */
export function addBusinessDays(from: Date, days: number, calendar: StoreCalendar): Date {
  // The local date stepped in plain arithmetic (lib/atelier/capacity.ts CivilDay), the zone's
  // offsets cached per day: a TZDate only near a change of clocks.
  let left = Math.max(0, Math.floor(days));
  if (left === 0) return new Date(from.getTime());
  const local = civilOf(from, calendar.timeZone);
  let day = local.day;
  while (left > 0) {
    day += DAY_MS;
    if (isBusinessCivilDay(day, calendar.country)) left--;
  }
  return onDayAtTimeOf(day, from, local.time, calendar.timeZone);
}

export type PromiseInput = {
  /** When the booking is made (or the quote accepted). */
  from: Date;
  /** The booked pick-up or drop-off slot: the item leaves the customer then, never earlier. */
  slot?: { start: string; end: string } | null;
  onwardDays: number;
  leadTimeDays: number[];
  returnDays: number;
};

/** The atelier's settings and the orders already in its queue (docs/atelier.md#capacity). */
export type AtelierLoad = { capacity: AtelierCapacity; queueLength: number };

/**
 * The one promised date (docs/decisions.md#promised-date): from the later of the booking and the
 * end of the chosen slot, onward transit in the store's working days; then, at the bench, the
 * queue's delay plus the longest service lead time in the atelier's open days
 * (docs/atelier.md#capacity, lib/atelier/capacity.ts); then the return transit in the store's
 * working days. The cart, the order, the e-mails, tracking and staff pages all show the date this
 * gives (stored on the order as estimatedCompletionDate). Without `atelier`: the bench works the
 * store's working days with no queue. null only with `atelier`: it takes no booking (capacity 0,
 * or shut beyond the horizon).
 */
export function promisedDate(input: PromiseInput, calendar: StoreCalendar): Date;
export function promisedDate(input: PromiseInput, calendar: StoreCalendar, atelier: AtelierLoad): Date | null;
export function promisedDate({ from, slot, onwardDays, leadTimeDays, returnDays }: PromiseInput, calendar: StoreCalendar, atelier?: AtelierLoad): Date | null {
  const slotEnd = slot ? new Date(slot.end) : null;
  const start = slotEnd && slotEnd > from ? slotEnd : from;
  const arrival = addBusinessDays(start, onwardDays, calendar);
  const load = atelier ?? { capacity: DEFAULT_CAPACITY, queueLength: 0 };
  const done = benchDone(arrival, Math.max(0, ...leadTimeDays), load.queueLength, load.capacity, benchCalendar(calendar));
  return done && addBusinessDays(done, returnDays, calendar);
}

/** The store's calendar as the bench reads it: its zone and its country's public holidays. */
export const benchCalendar = (calendar: StoreCalendar): BenchCalendar => ({
  timeZone: calendar.timeZone,
  isHoliday: (day) => publicHolidays(calendar.country, Number(day.slice(0, 4))).has(day),
});
