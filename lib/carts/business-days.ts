import 'server-only';
import { TZDate } from '@date-fns/tz';
import { addDays, format, isWeekend } from 'date-fns';
import Holidays from 'date-holidays';

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
  const local = new TZDate(at, calendar.timeZone);
  return !isWeekend(local) && !publicHolidays(calendar.country, local.getFullYear()).has(format(local, 'yyyy-MM-dd'));
}

/** Adds the store's working days to an instant, keeping its local time of day (across DST changes too). */
export function addBusinessDays(from: Date, days: number, calendar: StoreCalendar): Date {
  let date = new TZDate(from, calendar.timeZone);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date = addDays(date, 1);
    if (isBusinessDay(date, calendar)) left--;
  }
  return new Date(date.getTime());
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

/**
 * The one promised date (docs/decisions.md#promised-date): from the later of the booking and the
 * end of the chosen slot, onward transit + the longest service lead time + return transit, in the
 * store's working days. The cart, the order, the e-mails, tracking and staff pages all show the
 * date this gives (stored on the order as estimatedCompletionDate).
 */
export function promisedDate({ from, slot, onwardDays, leadTimeDays, returnDays }: PromiseInput, calendar: StoreCalendar): Date {
  const slotEnd = slot ? new Date(slot.end) : null;
  const start = slotEnd && slotEnd > from ? slotEnd : from;
  return addBusinessDays(start, onwardDays + Math.max(0, ...leadTimeDays) + returnDays, calendar);
}
