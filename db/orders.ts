import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { orders } from './schema';

export async function findOrderRefByCart(executor: Executor, cartId: string): Promise<{ id: string; orderNumber: string } | null> {
  const rows = await executor.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.cartId, cartId)).limit(1);
  return rows[0] ?? null;
}
