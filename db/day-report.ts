import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { orderHistories, orderPayments, orders, stores } from './schema';

export type MoneyLine = { method: string; currency: string; count: number; totalMinor: number };
export type DayFigures = {
  payments: MoneyLine[];
  refunds: MoneyLine[];
  booked: { source: string; count: number }[];
  movements: { status: string; count: number }[];
};

/** The store's name and zone, or null if there is no such store. */
export async function storeForReport(executor: Executor, storeId: string): Promise<{ id: string; name: string; timeZone: string } | null> {
  const [row] = await executor.select({ id: stores.id, name: stores.name, timeZone: stores.timeZone }).from(stores).where(eq(stores.id, storeId));
  return row ?? null;
}

/**
 * What one store's counter took and handed over in [from, to) (docs/counter.md#closing-the-day):
 * payments and refunds recorded on its orders, by method and currency (refunds are the negative
 * payments, kept negative); orders booked, by source; and the orders that reached each status.
 */
export async function dayFigures(executor: Executor, storeId: string, from: Date, to: Date): Promise<DayFigures> {
  const money = (refunds: boolean) =>
    executor
      .select({
        method: orderPayments.method,
        currency: orderPayments.currency,
        count: sql<number>`count(*)::int`,
        totalMinor: sql<number>`sum(${orderPayments.amountMinor})::int`,
      })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(eq(orders.storeId, storeId), gte(orderPayments.createdAt, from), lt(orderPayments.createdAt, to), refunds ? lt(orderPayments.amountMinor, 0) : gte(orderPayments.amountMinor, 0)))
      .groupBy(orderPayments.method, orderPayments.currency)
      .orderBy(orderPayments.currency, orderPayments.method);
  const [payments, refunds, booked, movements] = await Promise.all([
    money(false),
    money(true),
    executor
      .select({ source: orders.source, count: count() })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), gte(orders.orderDate, from), lt(orders.orderDate, to)))
      .groupBy(orders.source)
      .orderBy(orders.source),
    executor
      .select({ status: orderHistories.status, count: sql<number>`count(distinct ${orderHistories.orderId})::int` })
      .from(orderHistories)
      .innerJoin(orders, eq(orders.id, orderHistories.orderId))
      .where(and(eq(orders.storeId, storeId), gte(orderHistories.date, from), lt(orderHistories.date, to)))
      .groupBy(orderHistories.status)
      .orderBy(orderHistories.status),
  ]);
  return { payments, refunds, booked, movements };
}
