'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { Cart } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { browserApi } from './api';
import { DEFAULT_CURRENCY } from './area';
import { getCartId } from './cart-id';
import { useStoredCartId } from './use-stored-cart-id';
import { ApiProblem } from './problem';
import { cartQuery, keys } from './queries';
import { rememberCart } from './remember-cart';

/** The open cart, if the browser holds one. A cart that is gone or already ordered is forgotten. */
export function useCart(serverId: string | null = null) {
  const id = useStoredCartId(serverId);
  const query = useQuery({ ...cartQuery(id), retry: (n, e) => !(e instanceof ApiProblem && e.status === 404) && n < 2 });
  const gone = (query.error instanceof ApiProblem && query.error.status === 404) || query.data?.status === 'ordered';
  return { cartId: gone ? null : id, cart: gone ? undefined : query.data, query, hasStoredId: !!id };
}

/** Remember a cart the server just returned, and what it costs in. */
export function useRememberCart() {
  const qc = useQueryClient();
  return useCallback(
    (cart: Cart) => {
      qc.setQueryData(keys.cart(cart.id), cart);
      rememberCart(cart);
    },
    [qc],
  );
}

/** Returns the open cart's id, creating a cart (with the area and language) when there is none. */
export function useEnsureCart() {
  const qc = useQueryClient();
  const locale = useLocale() as Locale;
  const remember = useRememberCart();
  return useCallback(
    async (area?: { zip: string; country: string }, currency?: string): Promise<string> => {
      const id = getCartId();
      if (id) {
        try {
          const cart = await qc.fetchQuery({ ...cartQuery(id), staleTime: 5_000 });
          if (cart.status === 'open') return cart.id;
        } catch (e) {
          if (!(e instanceof ApiProblem && e.status === 404)) throw e;
        }
      }
      const wanted = currency ?? (area ? DEFAULT_CURRENCY[area.country] : undefined);
      const cart = await browserApi.carts.create({
        language: locale,
        ...(area ? { zipCode: area.zip, country: area.country } : {}),
        ...(wanted === 'EUR' || wanted === 'GBP' || wanted === 'USD' ? { currency: wanted } : {}),
      });
      remember(cart);
      return cart.id;
    },
    [qc, locale, remember],
  );
}
