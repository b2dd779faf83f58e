import { useEffect, useSyncExternalStore } from 'react';
import { useStoredCartId } from './use-stored-cart-id';

// The header's cart count on every page: a tiny store, without react-query or the cart schema
// (and zod) in the shared bundle. The server renders the count of the cart it read from the
// cookie; the browser asks only for a cart the server did not know, and mutations update it.

const counts = new Map<string, number>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

const subscribeCounts = (cb: () => void) => {
  listeners.add(cb);
  return () => listeners.delete(cb);
};

/** Records the item count of a cart the page just received (0 once it is ordered). */
export function setCartCount(id: string, count: number): void {
  counts.set(id, count);
  emit();
}

async function load(id: string) {
  if (loading.has(id) || counts.has(id)) return;
  loading.add(id);
  try {
    const res = await fetch(`/api/sip/shopping-cart/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
    const cart = res.ok ? ((await res.json()) as { status?: string; items?: unknown[] }) : null;
    counts.set(id, cart?.status === 'open' ? (cart.items?.length ?? 0) : 0);
  } catch {
    // offline: no count rather than a wrong one
  } finally {
    loading.delete(id);
    emit();
  }
}

/** Items in the open cart (0 without one, or once it is ordered); `server` is what the server rendered. */
export function useCartCount(server: { id: string; count: number } | null): number {
  const id = useStoredCartId(server?.id ?? null);
  const count = useSyncExternalStore(
    subscribeCounts,
    () => (id ? (counts.get(id) ?? (id === server?.id ? server.count : 0)) : 0),
    () => server?.count ?? 0,
  );
  useEffect(() => {
    if (id && id !== server?.id && !counts.has(id)) void load(id);
  }, [id, server?.id]);
  return count;
}
