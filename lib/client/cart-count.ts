'use client';

import { useQuery } from '@tanstack/react-query';
import { getCartId } from './cart-id';
import { useSyncExternalStore } from 'react';

// The header's cart count on every page, without the cart schema (and zod) in the shared bundle.

const subscribe = (cb: () => void) => {
  window.addEventListener('storage', cb);
  window.addEventListener('reprise-cart', cb);
  return () => {
    window.removeEventListener('storage', cb);
    window.removeEventListener('reprise-cart', cb);
  };
};

export const cartCountKey = (id: string | null) => ['cart', id, 'count'] as const;

/** Items in the open cart (0 without one, or once it is ordered). */
export function useCartCount(): number {
  const id = useSyncExternalStore(subscribe, getCartId, () => null);
  const { data } = useQuery({
    queryKey: cartCountKey(id),
    enabled: !!id,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/sip/shopping-cart/${encodeURIComponent(id!)}`, { signal, headers: { accept: 'application/json' } });
      if (!res.ok) return 0;
      const cart = (await res.json()) as { status?: string; items?: unknown[] };
      return cart.status === 'open' ? (cart.items?.length ?? 0) : 0;
    },
  });
  return id ? (data ?? 0) : 0;
}
