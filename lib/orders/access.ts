import type { OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { notFound } from '@/lib/http/errors';

/**
 * Who sees an order: admins; staff of its store; the customer account that owns it.
 * A guest order (no account) is reached by its id, 128 random bits like a cart's:
 * the link on the confirmation page. Anything else is a 404, never a 403.
 */
export function canSeeOrder(order: Pick<OrderRow, 'accountId' | 'storeId'>, principal: Principal | null): boolean {
  if (principal?.role === 'admin') return true;
  if (principal?.role === 'staff') return principal.storeId === order.storeId;
  if (order.accountId) return principal?.accountId === order.accountId;
  return true;
}

export function assertOrderAccess<O extends Pick<OrderRow, 'accountId' | 'storeId'>>(order: O | null, principal: Principal | null): O {
  if (!order || !canSeeOrder(order, principal)) throw notFound();
  return order;
}
