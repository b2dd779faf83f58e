import 'server-only';
import { TZDate } from '@date-fns/tz';
import { endOfDay } from 'date-fns';
import { getDb } from '@/db/client';
import { comingSince, garmentNames, queueAhead, queueCounts, queueDueDates, queuePage, type QueueKey, type QueueRow, type QueueSlice } from '@/db/atelier-queue';
import type { Executor } from '@/db/client';
import { findOrder, type OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { addBusinessDays, benchCalendar, type StoreCalendar } from '@/lib/carts/business-days';
import { storeCalendar } from '@/lib/carts/logistics';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { readableAtelier } from './access';
import { DEFAULT_CAPACITY } from './capacity';
import { willMissDate, type AtelierCapacity } from './forecast';
import { DUE_SOON_MS, isDueSoon, isLate, laneOf, nextBenchStep, parseQueueCursor, QUEUE_PAGE, QUEUE_STATUSES, queueCursor, type QueueEntry, type QueueView } from './queue';

export type { QueueEntry };


/** The late forecast of one order of the queue (docs/atelier.md#forecast), in its store's calendar. */
function forecastRow(row: Pick<OrderRow, 'status' | 'estimatedCompletionDate'> & { logisticOption: { returnTransitDays: number } }, expectedArrival: Date, now: Date, ahead: number, capacity: AtelierCapacity, calendar: StoreCalendar): boolean {
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

/** Where the orders on their way may still be expected after today: booked in the last 60 days (docs/atelier.md#queue-counts). */
const COMING_WINDOW_MS = 60 * 24 * 3600_000;

/** What the database selects for a view of the queue; the two lanes of orders on their way are then told apart by their expected arrival. */
function sliceOf(view: QueueView, now: Date): QueueSlice {
  switch (view) {
    case 'late':
      return { statuses: QUEUE_STATUSES, dueBefore: now };
    case 'due_soon':
      return { statuses: QUEUE_STATUSES, dueFrom: now, dueTo: new Date(now.getTime() + DUE_SOON_MS) };
    case 'arriving_today':
    case 'on_the_way':
      return { statuses: ['booked', 'in_transit'] };
    case 'received':
      return { statuses: ['received'] };
    case 'to_quote':
      return { statuses: ['quote_pending'] };
    case 'in_repair':
      return { statuses: ['in_repair'] };
    default:
      return { statuses: QUEUE_STATUSES };
  }
}

/** A row's expected arrival at the bench: its order date and the onward transit's business days, in its store's calendar. */
type Calendars = { calendarOf: (storeId: string) => StoreCalendar };
const expectedArrivalOf = (row: Pick<QueueRow, 'storeId' | 'orderDate' | 'onwardTransitDays'>, { calendarOf }: Calendars) => addBusinessDays(row.orderDate, row.onwardTransitDays, calendarOf(row.storeId));

export type QueueOptions = { q?: string; now?: Date; view?: QueueView; after?: QueueKey; limit?: number };

/**
 * The atelier's queue (docs/atelier.md#queue): one page of its provider's orders still at or
 * coming to the bench, soonest due first, of one view (a lane, late, due soon, or all), after
 * `after` (the "more" cursor), each in its lane, flagged late, due soon or will-miss. `q` searches
 * them by number and name. Only an atelier account has one. At most `limit` entries (QUEUE_PAGE).
 */
export async function atelierQueue(principal: Principal, options: QueueOptions = {}): Promise<QueueEntry[]> {
  if (principal.role !== 'atelier' || !principal.providerId) return [];
  return (await providerQueue(principal.providerId, options)).entries;
}

/**
 * One page of a provider's queue, and whether more follow: one row past the page is read to
 * know, and only the page's rows get their garments and forecast (docs/atelier.md#queue).
 */
async function providerQueue(providerId: string, options: QueueOptions): Promise<{ entries: QueueEntry[]; more: boolean }> {
  const now = options.now ?? new Date();
  const view = options.view ?? 'all';
  const limit = options.limit ?? QUEUE_PAGE;
  const db = await getDb();
  const q = options.q?.trim() || undefined;
  const index = await getCatalogue();
  const calendars = new Map<string, StoreCalendar>();
  const calendarOf = (storeId: string) => calendars.get(storeId) ?? calendars.set(storeId, storeCalendar(index, storeId)).get(storeId)!;
  // Once per zone, not per row: a TZDate costs a time-zone lookup.
  const todayEnds = new Map<string, Date>();
  const endOfToday = (timeZone: string) => todayEnds.get(timeZone) ?? todayEnds.set(timeZone, endOfDay(new TZDate(now, timeZone))).get(timeZone)!;
  const laneRow = (row: QueueRow) => {
    const expectedArrival = expectedArrivalOf(row, { calendarOf });
    return { row, expectedArrival, lane: laneOf({ status: row.status, estimatedCompletionDate: row.estimatedCompletionDate, expectedArrival }, endOfToday(calendarOf(row.storeId).timeZone)) };
  };

  // The two lanes of orders on their way differ by a computed date: their rows are read a page at a
  // time until the page is full (narrow rows; at most five reads). One row more than the page: whether more follow.
  const slice = sliceOf(view, now);
  const wanted = view === 'arriving_today' || view === 'on_the_way' ? view : null;
  const picked: ReturnType<typeof laneRow>[] = [];
  const batchSize = wanted ? Math.max(limit + 1, 100) : limit + 1;
  let after = options.after;
  for (let read = 0; read < (wanted ? 5 : 1) && picked.length <= limit; read++) {
    const batch = await queuePage(db, providerId, slice, { q, after, limit: batchSize });
    // The rows past the page and its one more are not laned: nothing shows them.
    for (let i = 0; i < batch.length && picked.length <= limit; i++) {
      const laned = laneRow(batch[i]!);
      if (laned.lane && (!wanted || laned.lane === wanted)) picked.push(laned);
    }
    if (batch.length < batchSize) break;
    const last = batch.at(-1)!;
    after = { due: last.estimatedCompletionDate, id: last.id };
  }
  const more = picked.length > limit;
  picked.length = Math.min(picked.length, limit);

  const provider = index.providersById.get(providerId);
  const capacity = provider ? capacityOf(provider) : DEFAULT_CAPACITY;
  // The forecast counts the orders due before each one in the whole queue (docs/atelier.md#forecast):
  // on the first page of the whole queue, its place; past it, or in a part of it, the orders ahead counted
  // like the staff pages' (one read of due dates, none without a weekly capacity).
  const weekly = capacity.weeklyCapacity ?? 0;
  let aheadOf: (row: QueueRow, i: number) => number = (_row, i) => i;
  if (q || view !== 'all' || options.after) {
    if (weekly > 0 && picked.length > 0) {
      const latest = new Date(Math.max(...picked.map((p) => p.row.estimatedCompletionDate.getTime())));
      const dates = await queueDueDates(db, providerId, QUEUE_STATUSES, latest, weekly * AHEAD_WEEKS);
      aheadOf = (row) => countBefore(dates, row.estimatedCompletionDate);
    } else aheadOf = () => 0;
  }
  const names = await garmentNames(db, picked.map((p) => p.row.id));
  const entries = picked.map(({ row, expectedArrival, lane }, i): QueueEntry => {
    const calendar = calendarOf(row.storeId);
    const order = { status: row.status, estimatedCompletionDate: row.estimatedCompletionDate };
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      version: row.version,
      storeName: index.storesById.get(row.storeId)?.name ?? '',
      garments: names.get(row.id) ?? [],
      due: row.estimatedCompletionDate.toISOString(),
      expectedArrival: expectedArrival.toISOString(),
      timeZone: calendar.timeZone,
      lane: lane!,
      late: isLate(order, now),
      dueSoon: isDueSoon(order, now),
      willMiss: forecastRow({ ...order, logisticOption: { returnTransitDays: row.returnTransitDays } }, expectedArrival, now, aheadOf(row, i), capacity, calendar),
      next: nextBenchStep(row.status),
    };
  });
  return { entries, more };
}

/** What the queue page and its JSON twin show (docs/atelier.md#queue-api): a page of a view, the lanes' counts, the "more" cursor. */
export type QueueScreen = { view: QueueView; q: string; entries: QueueEntry[]; counts: QueueViewCounts; next: string | null };

/**
 * The queue as the bench's page shows it and GET /api/sip/ateliers/{id}/queue answers it: one
 * domain function for both (the caller decides who may read which provider's).
 */
export async function queueScreen(providerId: string, options: { q?: string; view?: QueueView; after?: QueueKey; now?: Date } = {}): Promise<QueueScreen> {
  const now = options.now ?? new Date();
  const view = options.view ?? 'all';
  const q = options.q?.trim() ?? '';
  const [page, counts] = await Promise.all([providerQueue(providerId, { q, view, after: options.after, now, limit: QUEUE_PAGE }), providerQueueCounts(providerId, now)]);
  const last = page.entries.at(-1);
  return { view, q, entries: page.entries, counts, next: page.more && last ? queueCursor({ due: new Date(last.due), id: last.id }) : null };
}

/**
 * GET /api/sip/ateliers/{id}/queue (docs/atelier.md#queue-api): the atelier its own queue, admins
 * any atelier's (paused ones too); staff and another atelier 404, before anything is read.
 */
export async function atelierQueueAnswer(principal: Principal, providerId: string, options: { q?: string; view?: QueueView; after?: string }): Promise<QueueScreen & { providerId: string }> {
  await readableAtelier(principal, providerId);
  const after = options.after === undefined ? undefined : parseQueueCursor(options.after);
  return { providerId, ...(await queueScreen(providerId, { q: options.q, view: options.view, after })) };
}

/** The lanes bar's counts (docs/atelier.md#queue-counts): of the whole queue, whatever is searched or shown. */
export type QueueViewCounts = Record<QueueView, number>;

/**
 * How many orders each view of the atelier's queue holds: one index-only count of the queue, and
 * the orders on their way booked in the last 60 days read (narrow) to tell those arriving today
 * from those still on the way; anything booked before is expected already.
 */
export async function atelierQueueCounts(principal: Principal, now = new Date()): Promise<QueueViewCounts | null> {
  if (principal.role !== 'atelier' || !principal.providerId) return null;
  return providerQueueCounts(principal.providerId, now);
}

async function providerQueueCounts(providerId: string, now: Date): Promise<QueueViewCounts> {
  const db = await getDb();
  const [counts, coming, index] = await Promise.all([
    queueCounts(db, providerId, QUEUE_STATUSES, now, new Date(now.getTime() + DUE_SOON_MS)),
    comingSince(db, providerId, new Date(now.getTime() - COMING_WINDOW_MS)),
    getCatalogue(),
  ]);
  const calendarOf = (storeId: string) => storeCalendar(index, storeId);
  const todayEnds = new Map<string, Date>();
  const endOfToday = (timeZone: string) => todayEnds.get(timeZone) ?? todayEnds.set(timeZone, endOfDay(new TZDate(now, timeZone))).get(timeZone)!;
  const onTheWay = coming.filter((row) => expectedArrivalOf(row, { calendarOf }).getTime() > endOfToday(calendarOf(row.storeId).timeZone).getTime()).length;
  return {
    all: counts.all,
    late: counts.late,
    due_soon: counts.dueSoon,
    arriving_today: counts.coming - onTheWay,
    on_the_way: onTheWay,
    received: counts.received,
    to_quote: counts.quotePending,
    in_repair: counts.inRepair,
  };
}
