import type { OrderRow } from '@/db/orders';
import type { Principal } from '@/lib/auth/session';
import { canReach } from '@/lib/auth/scope';
import { notFound } from '@/lib/errors';

/**
 * Who sees an order is the scope rule (lib/auth/scope.ts): admins; staff of its store; the
 * customer account that owns it; a guest order (no account) by its id, 128 random bits like a
 * cart's (the link on the confirmation page); the atelier whose providerId it names
 * (docs/atelier.md#role); in the caller's mode only (a test key, test orders: docs/integrators.md#test-mode).
 * Anything else is a 404, never a 403.
 */
export function assertOrderAccess<O extends Pick<OrderRow, 'accountId' | 'storeId' | 'providerId' | 'livemode'>>(order: O | null, principal: Principal | null): O {
  if (!order || !canReach(principal, order)) throw notFound();
  return order;
}
