import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PayeeRole } from '@/lib/schemas/constants';
import type { Executor } from './client';
import { invoices, orders, payoutStatements, stores, storePayees, type PaidStatement } from './schema';

/**
 * Whose statement (docs/atelier.md#payouts): an atelier by its provider id, or an operator's or
 * partner's payee (docs/atelier.md#payee-statements). One ledger query and one paid table for all.
 */
export type StatementPayee = { kind: 'atelier'; id: string } | { kind: PayeeRole; id: string };

/**
 * The payee a store's contract named for `role` when the order was booked (its `comissions` were
 * computed then): the latest `store_payees` row of its store and role from before the order's date.
 */
function namedPayeeAtBooking(role: PayeeRole): SQL {
  return sql`(select ${storePayees.payeeId} from ${storePayees}
    where ${storePayees.storeId} = ${orders.storeId} and ${storePayees.role} = ${role} and ${storePayees.fromAt} <= ${orders.orderDate}
    order by ${storePayees.fromAt} desc, ${storePayees.id} desc limit 1)`;
}

function ledgerFilter(payee: StatementPayee): SQL {
  if (payee.kind === 'atelier') return eq(invoices.providerId, payee.id);
  // Only the stores that ever named the payee can hold its orders: the subquery runs on those alone.
  const everNamed = sql`${invoices.storeId} in (select ${storePayees.storeId} from ${storePayees} where ${storePayees.payeeId} = ${payee.id} and ${storePayees.role} = ${payee.kind})`;
  return and(everNamed, sql`${namedPayeeAtBooking(payee.kind)} = ${payee.id}`)!;
}

/**
 * The payee's invoice ledger for a statement (docs/atelier.md#payouts): every invoice and credit
 * note issued in [from, to) of the orders whose fee is the payee's, oldest first, with the order's
 * commission split.
 */
export async function statementLedger(executor: Executor, payee: StatementPayee, range: { from: Date; to: Date }) {
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
    .where(and(ledgerFilter(payee), gte(invoices.issuedAt, range.from), lt(invoices.issuedAt, range.to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

export type PayoutStatementRow = typeof payoutStatements.$inferSelect;

const paidKey = (payee: StatementPayee) => (payee.kind === 'atelier' ? eq(payoutStatements.providerId, payee.id) : eq(payoutStatements.payeeId, payee.id));

export async function findPaidStatement(executor: Executor, payee: StatementPayee, month: string): Promise<PayoutStatementRow | null> {
  const [row] = await executor.select().from(payoutStatements).where(and(paidKey(payee), eq(payoutStatements.month, month)));
  return row ?? null;
}

/** Inserts the paid statement; null when the month was already marked paid (by someone else meanwhile). */
export async function insertPaidStatement(
  tx: Executor,
  payee: StatementPayee,
  row: { id: string; month: string; paidAt: Date; paidBy: string; reference: string; statement: PaidStatement },
): Promise<PayoutStatementRow | null> {
  const owner = payee.kind === 'atelier' ? { providerId: payee.id } : { payeeId: payee.id };
  const [inserted] = await tx.insert(payoutStatements).values({ ...row, ...owner }).onConflictDoNothing().returning();
  return inserted ?? null;
}
