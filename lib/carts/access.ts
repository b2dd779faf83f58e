import type { CartRow } from '@/db/carts';
import type { Principal } from '@/lib/auth/session';
import { canReach } from '@/lib/auth/scope';
import { notFound } from '@/lib/errors';

/**
 * A cart is a capability (docs/decisions.md#access): its id is 128 random bits, so holding it is
 * holding the cart — until a signed-in customer uses it, after which only they, staff of its
 * store and admins may (the scope rule, lib/auth/scope.ts). Anything else looks exactly like an
 * unknown id: 404.
 */
export const canUseCart = (cart: Pick<CartRow, 'accountId' | 'storeId' | 'livemode'>, principal: Principal | null): boolean => canReach(principal, cart);

export function assertCartAccess<C extends Pick<CartRow, 'accountId' | 'storeId' | 'livemode'>>(cart: C | null, principal: Principal | null): C {
  if (!cart || !canUseCart(cart, principal)) throw notFound();
  return cart;
}
