/** Adds working days (Monday–Friday) to a date, keeping the time of day (UTC). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

/**
 * docs/decisions.md#statuses: order date + onward transit + the longest service lead time + return
 * transit, in business days.
 */
export function estimatedCompletion(orderDate: Date, onwardDays: number, leadTimeDays: number[], returnDays: number): Date {
  return addBusinessDays(orderDate, onwardDays + Math.max(0, ...leadTimeDays) + returnDays);
}
