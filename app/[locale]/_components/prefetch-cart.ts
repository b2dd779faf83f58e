import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { resolvePrincipal } from '@/lib/auth/session';
import { getCart } from '@/lib/carts/service';
import { ApiError } from '@/lib/http/errors';
import { CART_COOKIE } from '@/lib/client/cart-id';
import { keys } from '@/lib/client/queries';
import type { Cart } from '@/lib/schemas/cart';

export type ServerCart =
  /** No cart cookie, or a cart that is gone, foreign or already ordered. */
  | { state: 'none'; id: string | null }
  | { state: 'open'; id: string; cart: Cart }
  /** The cart could not be read (database down…): the page lets the browser try. */
  | { state: 'error'; id: string };

/**
 * The browser's cart (its id is mirrored in a readable cookie), read once per request through
 * the domain function: the layout (header count) and the page share it.
 */
export const readServerCart = cache(async (): Promise<ServerCart> => {
  const jar = await cookies();
  const id = jar.get(CART_COOKIE)?.value;
  if (!id || id.length > 64) return { state: 'none', id: null };
  try {
    const principal = await resolvePrincipal({ headers: await headers(), cookies: jar });
    const cart = await getCart(id, principal);
    return cart.status === 'open' ? { state: 'open', id, cart } : { state: 'none', id };
  } catch (e) {
    return e instanceof ApiError && e.code === 'not_found' ? { state: 'none', id } : { state: 'error', id };
  }
});

/** The open cart's id and item count, for the header. */
export async function headerCart(): Promise<{ id: string; count: number } | null> {
  const c = await readServerCart();
  return c.state === 'open' ? { id: c.id, count: c.cart.items.length } : c.state === 'none' && c.id ? { id: c.id, count: 0 } : null;
}

/**
 * Puts the open cart into the query cache so client components render it at once. Returns the
 * id, or null when there is no usable cart (the client then shows what it finds itself).
 */
export async function prefetchCart(qc: QueryClient): Promise<string | null> {
  const c = await readServerCart();
  if (c.state !== 'open') return null;
  qc.setQueryData(keys.cart(c.id), c.cart);
  return c.id;
}
