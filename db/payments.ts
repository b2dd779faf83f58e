import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, orderPayments, orders } from './schema';

export type PaymentRow = typeof orderPayments.$inferSelect & { byEmail: string | null };

export async function insertPayment(executor: Executor, payment: typeof orderPayments.$inferInsert): Promise<void> {
  await executor.insert(orderPayments).values(payment);
}

/** The order's paid sum and the interface's flags, as lib/orders/payment-rules decided them. */
export async function setOrderPaid(executor: Executor, orderId: string, paid: { paidMinor: number; isPayed: boolean; hasPaymentConfirmation: boolean }): Promise<void> {
  await executor
    .update(orders)
    .set({ ...paid, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export async function listPayments(executor: Executor, orderId: string): Promise<PaymentRow[]> {
  const rows = await executor
    .select({ payment: orderPayments, byEmail: accounts.email })
    .from(orderPayments)
    .leftJoin(accounts, eq(accounts.id, orderPayments.accountId))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id));
  return rows.map((r) => ({ ...r.payment, byEmail: r.byEmail }));
}
