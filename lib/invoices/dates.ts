import { TZDate } from '@date-fns/tz';

/**
 * Invoice dates are the store's local dates (docs/invoices.md#numbering): an invoice issued on
 * 31 December at 23:30 in Paris belongs to that year's series. The zone is the store's own
 * (stores.time_zone), kept in the invoice body for its PDF. Zone arithmetic is @date-fns/tz's
 * (the IANA rules through Intl), not offsets worked out here (docs/decisions.md#promised-date).
 */

/** The calendar year of `at` in the zone. */
export function yearIn(at: Date, timeZone: string): number {
  return new TZDate(at, timeZone).getFullYear();
}

/** [first instant, first instant of the next month) of `YYYY-MM`, in the zone. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // Month overflow (m = 12 → January of y + 1) is the Date constructor's own.
  return { from: new Date(new TZDate(y, m - 1, 1, timeZone).getTime()), to: new Date(new TZDate(y, m, 1, timeZone).getTime()) };
}
