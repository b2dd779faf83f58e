import 'server-only';
import type { QueryClient } from '@tanstack/react-query';
import { cookies, headers } from 'next/headers';
import { resolvePrincipal } from '@/lib/auth/session';
import { getCart } from '@/lib/carts/service';
import { CART_COOKIE } from '@/lib/client/cart-id';
import { keys } from '@/lib/client/queries';

/**
 * Puts the browser's open cart (its id is mirrored in a readable cookie) into the query
 * cache, through the domain function, so the page renders it at once. Returns the id, or
 * null when there is no usable cart (the client then shows what it finds itself).
 */
export async function prefetchCart(qc: QueryClient): Promise<string | null> {
  const jar = await cookies();
  const id = jar.get(CART_COOKIE)?.value;
  if (!id || id.length > 64) return null;
  try {
    const principal = await resolvePrincipal({ headers: await headers(), cookies: jar });
    const cart = await getCart(id, principal);
    if (cart.status !== 'open') return null;
    qc.setQueryData(keys.cart(id), cart);
    return id;
  } catch {
    return null;
  }
}
