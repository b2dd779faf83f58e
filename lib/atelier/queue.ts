import type { OrderStatus } from '@/lib/schemas/constants';

/**
 * The atelier's queue (docs/atelier.md#queue), pure: which lane an order stands in at the bench,
 * and whether it is late or due soon against its `estimatedCompletionDate`.
 */

/** The statuses the bench still has work on, or is about to: what the queue lists. */
export const QUEUE_STATUSES = ['booked', 'in_transit', 'received', 'quote_pending', 'in_repair'] as const satisfies readonly OrderStatus[];

export type Lane = 'arriving_today' | 'on_the_way' | 'received' | 'to_quote' | 'in_repair';
export const LANES: readonly Lane[] = ['arriving_today', 'on_the_way', 'received', 'to_quote', 'in_repair'];

/** One order as the queue shows it (lib/atelier/queue-page.ts makes them). */
export type QueueEntry = {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  version: number;
  storeName: string;
  garments: string[];
  due: string;
  expectedArrival: string;
  timeZone: string;
  lane: Lane;
  late: boolean;
  dueSoon: boolean;
  /** Not late yet, but certain to miss its date (lib/atelier/forecast.ts). */
  willMiss: boolean;
  next: BenchStep | null;
};

/**
 * How many cards one queue page holds: what a person sees on the bench's tablet in a scroll or
 * two; the bench works the soonest due first, and "more" goes on from the last (a keyset cursor).
 */
export const QUEUE_PAGE = 40;

/** The parts of the queue the lanes bar shows (docs/atelier.md#queue): everything, two flags, the lanes. */
export type QueueView = 'all' | 'late' | 'due_soon' | Lane;
export const QUEUE_VIEWS: readonly QueueView[] = ['all', 'late', 'due_soon', ...LANES];
export const isQueueView = (v: unknown): v is QueueView => typeof v === 'string' && (QUEUE_VIEWS as readonly string[]).includes(v);

/** The cursor of the queue's "more" link: the last card's due date and id (a keyset, never an offset). */
export const queueCursor = (key: { due: Date; id: string }): string => `${key.due.getTime()}~${key.id}`;

/** The key a cursor names, or undefined for anything that is not one. */
export function parseQueueCursor(cursor: unknown): { due: Date; id: string } | undefined {
  if (typeof cursor !== 'string') return undefined;
  const match = /^(\d{1,15})~([\w-]{1,100})$/.exec(cursor);
  return match ? { due: new Date(Number(match[1])), id: match[2]! } : undefined;
}

/** How close a due date counts as "due soon". */
export const DUE_SOON_MS = 2 * 24 * 3600_000;

export type QueueOrder = { status: OrderStatus; estimatedCompletionDate: Date; expectedArrival: Date };

/**
 * The lane: an order on its way (booked, or in transit) arrives today when its expected arrival
 * is before the end of the bench's day; a received order waits for inspection (and maybe a
 * revised quote); `to_quote` is a quote the customer has not answered yet.
 */
export function laneOf(order: QueueOrder, endOfToday: Date): Lane | null {
  switch (order.status) {
    case 'booked':
    case 'in_transit':
      return order.expectedArrival.getTime() <= endOfToday.getTime() ? 'arriving_today' : 'on_the_way';
    case 'received':
      return 'received';
    case 'quote_pending':
      return 'to_quote';
    case 'in_repair':
      return 'in_repair';
    default:
      return null;
  }
}

/** Late: the promised date has passed and the repair is not done (repaired or beyond is done for the bench). */
export const isLate = (order: Pick<QueueOrder, 'status' | 'estimatedCompletionDate'>, now: Date): boolean =>
  (QUEUE_STATUSES as readonly OrderStatus[]).includes(order.status) && order.estimatedCompletionDate.getTime() < now.getTime();

/** Due soon: not late yet, and due within DUE_SOON_MS. */
export const isDueSoon = (order: Pick<QueueOrder, 'status' | 'estimatedCompletionDate'>, now: Date): boolean =>
  (QUEUE_STATUSES as readonly OrderStatus[]).includes(order.status) && !isLate(order, now) && order.estimatedCompletionDate.getTime() - now.getTime() <= DUE_SOON_MS;

/** The statuses the atelier moves an order to (docs/atelier.md#statuses). */
export type BenchStep = 'received' | 'in_repair' | 'repaired';

/** The step the atelier takes next on an order of this status (its own steps only), or null. */
export function nextBenchStep(status: OrderStatus): BenchStep | null {
  switch (status) {
    case 'in_transit':
      return 'received';
    case 'received':
      return 'in_repair';
    case 'in_repair':
      return 'repaired';
    default:
      return null;
  }
}
