import { asc, desc, eq } from 'drizzle-orm';
import type { PayeeRole } from '@/lib/schemas/constants';
import type { Executor } from './client';
import { payees, storePayees } from './schema';

/** The operators and partners paid from the commission split (docs/atelier.md#payee-statements). */
export type PayeeRow = typeof payees.$inferSelect;

export async function listPayeeRows(executor: Executor): Promise<PayeeRow[]> {
  return executor.select().from(payees).orderBy(asc(payees.role), asc(payees.name));
}

export async function findPayee(executor: Executor, id: string): Promise<PayeeRow | null> {
  const [row] = await executor.select().from(payees).where(eq(payees.id, id)).limit(1);
  return row ?? null;
}

/** Null when a payee of that role already has the name (the unique index decides, races included). */
export async function insertPayee(executor: Executor, row: { id: string; role: PayeeRole; name: string; email: string }): Promise<PayeeRow | null> {
  const [inserted] = await executor.insert(payees).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Each store's payee per role as named now (its newest row), for the back office. */
export async function currentStorePayees(executor: Executor): Promise<{ storeId: string; role: PayeeRole; payeeId: string | null; fromAt: Date }[]> {
  // DISTINCT ON keeps the first row of each (store, role) in the order given: the newest.
  return executor
    .selectDistinctOn([storePayees.storeId, storePayees.role], { storeId: storePayees.storeId, role: storePayees.role, payeeId: storePayees.payeeId, fromAt: storePayees.fromAt })
    .from(storePayees)
    .orderBy(asc(storePayees.storeId), asc(storePayees.role), desc(storePayees.fromAt), desc(storePayees.id));
}

/** Names the store's payee for a role from `fromAt` on: appended, never rewritten (past orders keep theirs). */
export async function appendStorePayee(tx: Executor, row: { id: string; storeId: string; role: PayeeRole; payeeId: string | null; fromAt: Date; setBy: string }): Promise<void> {
  await tx.insert(storePayees).values(row);
}
