import 'server-only';
import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';
import { getDb } from '@/db/client';
import { garmentNames, queueAhead, queueDueDates, queueRows } from '@/db/atelier-queue';
import type { Executor } from '@/db/client';
import { findOrder, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { addBusinessDays, benchCalendar, type StoreCalendar } from '@/lib/carts/business-days';
import { storeCalendar } from '@/lib/carts/logistics';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { DEFAULT_CAPACITY } from './capacity';
import { willMissDate, type AtelierCapacity } from './forecast';
import { isDueSoon, isLate, laneOf, nextBenchStep, QUEUE_PAGE, QUEUE_STATUSES, type QueueEntry } from './queue';

export type { QueueEntry };


/** The late forecast of one order of the queue (docs/atelier.md#forecast), in its store's calendar. */
function forecastRow(row: OrderRow, expectedArrival: Date, now: Date, ahead: number, capacity: AtelierCapacity, calendar: StoreCalendar): boolean {
  const order = { status: row.status, estimatedCompletionDate: row.estimatedCompletionDate, expectedArrival };
  return willMissDate(order, now, ahead, capacity, benchCalendar(calendar), (done) => addBusinessDays(done, row.logisticOption.returnTransitDays, calendar));
}

/**
 * The late forecast of one order on its own page: the orders of its atelier's queue due before it
 * are those ahead. False for an order that is no atelier's queue's (or of an unknown atelier).
 */
export async function orderWillMiss(executor: Executor, orderId: string, now = new Date()): Promise<boolean> {
  const row = await findOrder(executor, orderId);
  if (!row || !row.livemode || row.isArchived) return false;
  const index = await getCatalogue();
  const provider = index.providersById.get(row.providerId);
  if (!provider) return false;
  const calendar = storeCalendar(index, row.storeId);
  const expectedArrival = addBusinessDays(row.orderDate, row.logisticOption.onwardTransitDays, calendar);
  const ahead = await queueAhead(executor, row.providerId, QUEUE_STATUSES, row.estimatedCompletionDate);
  return forecastRow(row, expectedArrival, now, ahead, capacityOf(provider), calendar);
}

/**
 * How many weeks of the bench's work the staff pages count ahead of an order (docs/atelier.md#forecast-staff):
 * more orders ahead than that end the bench's work beyond a year, past any date promised.
 */
export const AHEAD_WEEKS = 60;

/** How many of the sorted `dates` are strictly before `at` (binary search). */
export function countBefore(dates: readonly Date[], at: Date): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]!.getTime() < at.getTime()) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The late forecast of a page of orders for the staff pages (docs/atelier.md#forecast-staff): the ids
 * of those that will miss their date, by the same rule and the same orders ahead as `orderWillMiss`.
 * One query per atelier with a weekly capacity on the page (with none, or 0, the orders ahead do not
 * change the answer), never one per order.
 */
export async function ordersWillMiss(executor: Executor, rows: readonly OrderRow[], now = new Date()): Promise<Set<string>> {
  const missing = new Set<string>();
  const open = rows.filter((r) => r.livemode && !r.isArchived && (QUEUE_STATUSES as readonly string[]).includes(r.status) && !isLate(r, now));
  if (open.length === 0) return missing;
  const index = await getCatalogue();
  const byProvider = new Map<string, OrderRow[]>();
  for (const row of open) byProvider.set(row.providerId, [...(byProvider.get(row.providerId) ?? []), row]);
  for (const [providerId, group] of byProvider) {
    const provider = index.providersById.get(providerId);
    if (!provider) continue;
    const capacity = capacityOf(provider);
    const weekly = capacity.weeklyCapacity ?? 0;
    const latest = new Date(Math.max(...group.map((r) => r.estimatedCompletionDate.getTime())));
    const dates = weekly > 0 ? await queueDueDates(executor, providerId, QUEUE_STATUSES, latest, weekly * AHEAD_WEEKS) : [];
    for (const row of group) {
      const calendar = storeCalendar(index, row.storeId);
      const expectedArrival = addBusinessDays(row.orderDate, row.logisticOption.onwardTransitDays, calendar);
      if (forecastRow(row, expectedArrival, now, countBefore(dates, row.estimatedCompletionDate), capacity, calendar)) missing.add(row.id);
    }
  }
  return missing;
}

const capacityOf = (p: { workingDays: number[]; weeklyCapacity: number | null; closures: AtelierCapacity['closures'] }): AtelierCapacity => ({ workingDays: p.workingDays, weeklyCapacity: p.weeklyCapacity, closures: p.closures });

/**
 * The atelier's queue (docs/atelier.md#queue): its provider's orders still at or coming to the
 * bench, soonest due first, each in its lane, flagged late or due soon. `q` searches them like the
 * staff search (number, name, e-mail, phone). Only an atelier account has one.
 */
export async function atelierQueue(principal: Principal, options: { q?: string; now?: Date } = {}): Promise<QueueEntry[]> {
  if (principal.role !== 'atelier' || !principal.providerId) return [];
  const now = options.now ?? new Date();
  const db = await getDb();
  const q = options.q?.trim();
  const rows = await queueRows(db, principal.providerId, QUEUE_STATUSES, { q, limit: QUEUE_PAGE });
  // The forecast counts the orders due before each one in the whole queue, not in a search's answer.
  const whole = q ? await queueRows(db, principal.providerId, QUEUE_STATUSES, { limit: QUEUE_PAGE }) : rows;
  const ahead = new Map(whole.map((r, i) => [r.id, i]));
  const [names, index] = await Promise.all([garmentNames(db, rows.map((r) => r.id)), getCatalogue()]);
  const provider = index.providersById.get(principal.providerId);
  const capacity = provider ? capacityOf(provider) : DEFAULT_CAPACITY;
  // Once per zone, not per row: a TZDate costs a time-zone lookup (200 rows a page).
  const todayEnds = new Map<string, Date>();
  const endOfToday = (timeZone: string) => todayEnds.get(timeZone) ?? todayEnds.set(timeZone, endOfDay(new TZDate(now, timeZone))).get(timeZone)!;
  return rows.flatMap((row) => {
    const calendar = storeCalendar(index, row.storeId);
    const expectedArrival = addBusinessDays(row.orderDate, row.logisticOption.onwardTransitDays, calendar);
    const lane = laneOf({ status: row.status, estimatedCompletionDate: row.estimatedCompletionDate, expectedArrival }, endOfToday(calendar.timeZone));
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
      // Beyond the page nothing is known of the orders ahead: counted as the page's length.
      willMiss: forecastRow(row, expectedArrival, now, ahead.get(row.id) ?? whole.length, capacity, calendar),
      next: nextBenchStep(row.status),
    }];
  });
}
