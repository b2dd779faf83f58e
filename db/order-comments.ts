import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from './client';
import { orderComments } from './schema';

export type OrderCommentRow = typeof orderComments.$inferSelect;

export async function insertOrderComment(executor: Executor, row: typeof orderComments.$inferInsert): Promise<void> {
  await executor.insert(orderComments).values(row);
}

/** An open request of this order (docs/atelier.md#messages), or null: unknown, another order's, a plain message, or answered already. */
export async function findOpenRequest(executor: Executor, orderId: string, id: string): Promise<OrderCommentRow | null> {
  const rows = await executor
    .select()
    .from(orderComments)
    .where(and(eq(orderComments.id, id), eq(orderComments.orderId, orderId), isNotNull(orderComments.requestKind), isNull(orderComments.answeredAt)))
    .limit(1);
  return rows[0] ?? null;
}

export async function markRequestAnswered(executor: Executor, id: string, answeredAt: Date, answeredBy: OrderCommentRow['role']): Promise<void> {
  await executor.update(orderComments).set({ answeredAt, answeredBy }).where(eq(orderComments.id, id));
}

/** The threads of these orders, oldest first. */
export function commentsOf(executor: Executor, orderIds: string[]): Promise<OrderCommentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor.select().from(orderComments).where(inArray(orderComments.orderId, orderIds)).orderBy(asc(orderComments.createdAt), asc(orderComments.id));
}
