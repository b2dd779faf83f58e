import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { carts } from './schema';

export type CartRow = typeof carts.$inferSelect;

export async function findCart(executor: Executor, id: string): Promise<CartRow | null> {
  const rows = await executor.select().from(carts).where(eq(carts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the cart row until the transaction ends (one order per cart, serialised edits). */
export async function lockCart(executor: Executor, id: string): Promise<CartRow | null> {
  const rows = await executor.select().from(carts).where(eq(carts.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}
