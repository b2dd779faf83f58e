'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiProblem } from './problem';
import { keys } from './queries';

/**
 * A refusal that means "this page's copy of the cart is out of date" (another tab changed it):
 * 409 other than a request still running, or 412. docs/customer-site.md#refusals.
 */
export function isStaleCart(error: unknown): error is ApiProblem {
  return error instanceof ApiProblem && (error.status === 412 || (error.status === 409 && error.code !== 'request_in_progress'));
}

/** Refetches the cart after a stale-cart refusal, so the page shows what the server holds now. */
export function useReloadStaleCart(cartId: string) {
  const qc = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (isStaleCart(error)) void qc.invalidateQueries({ queryKey: keys.cart(cartId) });
      return isStaleCart(error);
    },
    [qc, cartId],
  );
}
