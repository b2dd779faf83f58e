'use client';

import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False during the server render and hydration, true after: gate reads of browser storage on it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noop, () => true, () => false);
}
