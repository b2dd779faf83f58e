import 'server-only';
import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';
import { getDb } from '@/db/client';
import { garmentNames, queueRows } from '@/db/atelier-queue';
import type { Principal } from '@/lib/auth/session';
import { addBusinessDays } from '@/lib/carts/business-days';
import { storeCalendar } from '@/lib/carts/logistics';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { isDueSoon, isLate, laneOf, nextBenchStep, QUEUE_STATUSES, type QueueEntry } from './queue';

export type { QueueEntry };


/** How many orders one queue page holds: the bench works the soonest due first. */
export const QUEUE_PAGE = 200;

/**
 * The atelier's queue (docs/atelier.md#queue): its provider's orders still at or coming to the
 * bench, soonest due first, each in its lane, flagged late or due soon. `q` searches them like the
 * staff search (number, name, e-mail, phone). Only an atelier account has one.
 */
export async function atelierQueue(principal: Principal, options: { q?: string; now?: Date } = {}): Promise<QueueEntry[]> {
  if (principal.role !== 'atelier' || !principal.providerId) return [];
  const now = options.now ?? new Date();
  const db = await getDb();
  const rows = await queueRows(db, principal.providerId, QUEUE_STATUSES, { q: options.q?.trim(), limit: QUEUE_PAGE });
  const [names, index] = await Promise.all([garmentNames(db, rows.map((r) => r.id)), getCatalogue()]);
  return rows.flatMap((row) => {
    const calendar = storeCalendar(index, row.storeId);
    const expectedArrival = addBusinessDays(row.orderDate, row.logisticOption.onwardTransitDays, calendar);
    const lane = laneOf({ status: row.status, estimatedCompletionDate: row.estimatedCompletionDate, expectedArrival }, endOfDay(new TZDate(now, calendar.timeZone)));
    if (!lane) return [];
    const order = { status: row.status, estimatedCompletionDate: row.estimatedCompletionDate };
    return [{
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      version: row.version,
      storeName: index.storesById.get(row.storeId)?.name ?? '',
      garments: names.get(row.id) ?? [],
      due: row.estimatedCompletionDate.toISOString(),
      expectedArrival: expectedArrival.toISOString(),
      timeZone: calendar.timeZone,
      lane,
      late: isLate(order, now),
      dueSoon: isDueSoon(order, now),
      next: nextBenchStep(row.status),
    }];
  });
}
