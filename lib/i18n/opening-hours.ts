import type * as z from 'zod';
import type { OpeningHoursSchema } from '@/lib/schemas/logistics';

type OpeningHours = z.output<typeof OpeningHoursSchema>;
import { weekdayName } from './dates';

/**
 * A store's week on one line, Monday first, in its own time ("Monday 10:00–19:00 · … · Sunday closed"),
 * or null when the store gave no hours. Pages (StoreDetails) and e-mails say it the same way.
 */
export function openingHoursLine(hours: OpeningHours, language: string, closed: string): string | null {
  if (!hours.length) return null;
  return [1, 2, 3, 4, 5, 6, 7]
    .map((d) => {
      const open = hours.filter((h) => h.day === d);
      return `${weekdayName(d, language)} ${open.length ? open.map((h) => `${h.opens}–${h.closes}`).join(', ') : closed}`;
    })
    .join(' · ');
}
