/**
 * Invoice dates are the store's local dates (docs/invoices.md#numbering): an invoice issued on
 * 31 December at 23:30 in Paris belongs to that year's series. The zone is the store's own
 * (stores.time_zone), kept in the invoice body for its PDF.
 */

/** The calendar year of `at` in the zone. */
export function yearIn(at: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at));
}

/** [first instant, first instant of the next month) of `YYYY-MM`, in the zone. */
export function monthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? [y + 1, 1] : [y, m + 1];
  return { from: zonedMidnight(y, m, timeZone), to: zonedMidnight(next[0]!, next[1]!, timeZone) };
}

/** The UTC instant of local midnight on the 1st of the month in the zone. */
function zonedMidnight(year: number, month: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, 1);
  const offset = (at: number) => {
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at).map((p) => [p.type, p.value]));
    return Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!, +parts.second!) - at;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first));
}
