import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from './client';
import { invoices, orders, payoutStatements, stores, type PaidStatement } from './schema';

/**
 * The atelier's invoice ledger for a statement (docs/atelier.md#payouts): every invoice and credit
 * note of its orders issued in [from, to), oldest first, with the order's commission split.
 */
export async function statementLedger(executor: Executor, providerId: string, range: { from: Date; to: Date }) {
  return executor
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      bonusMinor: invoices.bonusMinor,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      comissions: orders.comissions,
      storeName: stores.name,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(stores, eq(stores.id, invoices.storeId))
    .where(and(eq(invoices.providerId, providerId), gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

export type PayoutStatementRow = typeof payoutStatements.$inferSelect;

export async function findPaidStatement(executor: Executor, providerId: string, month: string): Promise<PayoutStatementRow | null> {
  const [row] = await executor.select().from(payoutStatements).where(and(eq(payoutStatements.providerId, providerId), eq(payoutStatements.month, month)));
  return row ?? null;
}

/** Inserts the paid statement; null when the month was already marked paid (by someone else meanwhile). */
export async function insertPaidStatement(tx: Executor, row: { id: string; providerId: string; month: string; paidAt: Date; paidBy: string; reference: string; statement: PaidStatement }): Promise<PayoutStatementRow | null> {
  const [inserted] = await tx.insert(payoutStatements).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}
