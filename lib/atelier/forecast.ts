import type { OrderStatus } from '@/lib/schemas/constants';
import { benchDone, type AtelierCapacity, type BenchCalendar } from './capacity';

export type { AtelierCapacity };
import { isLate, QUEUE_STATUSES } from './queue';

/**
 * The late forecast (docs/atelier.md#forecast), pure: an order that has not missed its date yet
 * but certainly will. The queue is worked soonest due first, so the orders due before it (`ahead`)
 * are on the bench before it; at the atelier's weekly capacity they take
 * queueDelayDays(ahead) of its open days, counted from when the order is at the bench (now, or
 * its expected arrival if later), stepping over closures, non-working days and holidays; then the
 * return transit (`returnBy`). If that alone, without a minute of the order's own work, ends after
 * its `estimatedCompletionDate`, the date will be missed. A lower bound, so never a false alarm
 * from an estimate of the work; an order in repair has nothing ahead of it. No capacity set: only
 * closures and the way back can make it miss. Capacity 0: every order not in repair yet will miss.
 */
export type ForecastOrder = { status: OrderStatus; estimatedCompletionDate: Date; expectedArrival: Date };

export function willMissDate(
  order: ForecastOrder,
  now: Date,
  ahead: number,
  capacity: AtelierCapacity,
  calendar: BenchCalendar,
  returnBy: (benchDone: Date) => Date,
): boolean {
  if (!(QUEUE_STATUSES as readonly OrderStatus[]).includes(order.status) || isLate(order, now)) return false;
  const onBench = order.status === 'in_repair';
  const start = !onBench && order.expectedArrival.getTime() > now.getTime() ? order.expectedArrival : now;
  const done = benchDone(start, 0, onBench ? 0 : ahead, capacity, calendar);
  if (!done) return true;
  return returnBy(done).getTime() > order.estimatedCompletionDate.getTime();
}
