import { DomainError } from '@/lib/errors';

/** The longest period a dashboard shows (two years and a day), and the earliest day it accepts. */
export const MAX_PERIOD_DAYS = 731;
export const EARLIEST_DAY = '2015-01-01';
const DAY_MS = 86_400_000;

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);

export type Period = { from: string; to: string; days: number };

/**
 * A period from its first and last day (both included, UTC days), checked: inverted, longer than
 * MAX_PERIOD_DAYS, before EARLIEST_DAY or starting after today → 422 naming the field. Returns
 * the half-open range [from, to) the queries use, and the previous period of the same length.
 */
export function periodOf(first: string, last: string, today: Date): { current: Period; previous: Period } {
  const start = ms(first);
  const end = ms(last) + DAY_MS;
  const fail = (path: string, message: string) => new DomainError('validation_failed', { errors: [{ path, message }] });
  if (Number.isNaN(start)) throw fail('from', 'not a day');
  if (Number.isNaN(end)) throw fail('to', 'not a day');
  if (end <= start) throw fail('to', 'the period ends before it starts');
  if (first < EARLIEST_DAY) throw fail('from', `before ${EARLIEST_DAY}`);
  if (start > today.getTime()) throw fail('from', 'in the future');
  const days = Math.round((end - start) / DAY_MS);
  if (days > MAX_PERIOD_DAYS) throw fail('to', `longer than ${MAX_PERIOD_DAYS} days`);
  return {
    current: { from: toDay(start), to: toDay(end), days },
    previous: { from: toDay(start - days * DAY_MS), to: toDay(start), days },
  };
}
