import { useSyncExternalStore } from 'react';
import { getCartId, subscribeCartId } from './cart-id';

/**
 * The stored cart id, re-read when this tab or another changes it. During the server render
 * and hydration it is `serverId`: the id the server read from the cart cookie, if any.
 */
export function useStoredCartId(serverId: string | null = null): string | null {
  return useSyncExternalStore(subscribeCartId, getCartId, () => serverId);
}
