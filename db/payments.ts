import { updateOrder } from './orders';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { accounts, orderPayments } from './schema';

export type PaymentRow = typeof orderPayments.$inferSelect & { byEmail: string | null };

export async function insertPayment(executor: Executor, payment: typeof orderPayments.$inferInsert): Promise<void> {
  await executor.insert(orderPayments).values(payment);
}

/** The order's paid sum and the interface's flags, as lib/orders/payment-rules decided them: a change, so the version moves. */
export async function setOrderPaid(executor: Executor, orderId: string, paid: { paidMinor: number; isPayed: boolean; hasPaymentConfirmation: boolean }): Promise<void> {
  await updateOrder(executor, orderId, paid);
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
