'use client';

import { useEffect, useSyncExternalStore } from 'react';

/**
 * The `#token=…` of an e-mailed link (password reset, sign-up confirmation): read from the
 * fragment, which no server ever receives, once per page load, then removed from the address bar.
 * Undefined while rendering on the server, null when the link carries none.
 */
let fragmentToken: string | null | undefined;
function readFragmentToken(): string | null {
  fragmentToken ??= new URLSearchParams(window.location.hash.slice(1)).get('token');
  return fragmentToken;
}
const noSubscription = () => () => {};

export function useFragmentToken(): string | null | undefined {
  const token = useSyncExternalStore(noSubscription, readFragmentToken, () => undefined);
  useEffect(() => {
    if (token) history.replaceState(null, '', window.location.pathname);
  }, [token]);
  return token;
}
