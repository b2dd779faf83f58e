import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import type { Role } from './schema/accounts';
import { accounts, orderNotes, orders } from './schema';

export type PersonRow = { id: string; email: string; givenName: string; familyName: string; role: Role };

export async function peopleByIds(executor: Executor, ids: string[]): Promise<PersonRow[]> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return [];
  return executor
    .select({ id: accounts.id, email: accounts.email, givenName: accounts.givenName, familyName: accounts.familyName, role: accounts.role })
    .from(accounts)
    .where(inArray(accounts.id, unique));
}

export async function setOrderArchived(executor: Executor, orderId: string, isArchived: boolean): Promise<void> {
  await executor.update(orders).set({ isArchived, updatedAt: sql`now()`, version: sql`${orders.version} + 1` }).where(eq(orders.id, orderId));
}

/** Internal notes, oldest first (the table exists since the orders migration). */
export async function listNotes(executor: Executor, orderId: string) {
  return executor.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}
