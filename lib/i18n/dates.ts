/**
 * Every date a person sees, in one place (docs/decisions.md#time-zones): shown in the time zone
 * of the order's store (or the visitor's store before an order), in the interface language with
 * the store country's conventions (en-GB dates for the UK store, en-US for the US). Pure,
 * browser-safe: pages, e-mails and documents call it, never Intl directly.
 */
import { intlCached } from './intl-cache';

export type DateContext = { language: string; country?: string | null; timeZone?: string | null };
export type DateStyle = 'date' | 'dateLong' | 'dateFull' | 'dateTime' | 'time' | 'weekdayDate';

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateLong: { dateStyle: 'long' },
  dateFull: { dateStyle: 'full' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** "en" + "GB" → "en-GB"; a pair Intl does not know falls back to the language alone. */
export function intlLocale(language: string, country?: string | null): string {
  if (!country) return language;
  const tag = `${language}-${country.toUpperCase()}`;
  return intlCached(`locale|${tag}`, () => {
    try {
      return Intl.DateTimeFormat.supportedLocalesOf([tag]).length ? tag : language;
    } catch {
      return language;
    }
  });
}

function formatter(ctx: DateContext, style: DateStyle): Intl.DateTimeFormat {
  const locale = intlLocale(ctx.language, ctx.country);
  const timeZone = ctx.timeZone || DEFAULT_TIME_ZONE;
  return intlCached(`date|${locale}|${timeZone}|${style}`, () => new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone }));
}

export function formatDate(value: string | Date, ctx: DateContext, style: DateStyle = 'dateLong'): string {
  return formatter(ctx, style).format(typeof value === 'string' ? new Date(value) : value);
}

/** A 2-hour slot: "Tue 25 Nov, 14:00 – 16:00" in the store's zone. */
export function formatSlot(slot: { start: string; end: string }, ctx: DateContext): string {
  return `${formatDate(slot.start, ctx, 'weekdayDate')}, ${formatter(ctx, 'time').formatRange(new Date(slot.start), new Date(slot.end))}`;
}

/** The wall-clock fields of an instant in a zone. */
export function zonedParts(date: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; weekday: number } {
  const parts = intlCached(`parts|${timeZone}`, () => new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  })).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { year: +get('year'), month: +get('month'), day: +get('day'), hour: +get('hour') % 24, minute: +get('minute'), weekday };
}

/** The instant at which a zone's clock shows this wall time (DST-aware: corrected once by the zone's offset then). */
export function zonedTime(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const offset = (t: number) => {
    const p = zonedParts(new Date(t), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - t;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}

/** A weekday's name (ISO 1 = Monday … 7 = Sunday) in a language. */
export function weekdayName(day: number, language: string): string {
  // 1 January 2024 was a Monday.
  return intlCached(`weekday|${language}`, () => new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })).format(new Date(Date.UTC(2024, 0, day)));
}
