import type { SlotRule } from '@/db/schema/catalogue';
import { zonedParts, zonedTime } from '@/lib/i18n/dates';
import type { Slot } from '@/lib/schemas/logistics';

/**
 * Home pick-up slots, pure (docs/decisions.md#pickup-slots): the option's start times on the
 * next `rule.days` business days (Monday–Friday) after today, in the store's time zone.
 */
export function offeredSlots(rule: SlotRule, timeZone: string, now: Date): Slot[] {
  const today = zonedParts(now, timeZone);
  const slots: Slot[] = [];
  // Walk calendar days from tomorrow (noon UTC of each local date, so DST never skips one).
  for (let offset = 1, days = 0; days < rule.days && offset < rule.days * 3; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset, 12));
    const weekday = ((date.getUTCDay() + 6) % 7) + 1;
    if (weekday > 5) continue;
    days++;
    for (const time of rule.startTimes) {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      const start = zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, timeZone);
      if (start <= now) continue;
      slots.push({ start: start.toISOString(), end: new Date(start.getTime() + rule.durationMinutes * 60_000).toISOString() });
    }
  }
  return slots;
}

/** The offered slot that `slot` names (same start and end), or null: past, outside the window, or another option's. */
export function matchSlot(rule: SlotRule, timeZone: string, now: Date, slot: { start: string; end: string }): Slot | null {
  const start = Date.parse(slot.start);
  const end = Date.parse(slot.end);
  return offeredSlots(rule, timeZone, now).find((s) => Date.parse(s.start) === start && Date.parse(s.end) === end) ?? null;
}
