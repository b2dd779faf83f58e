'use client';

import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProblem } from '@/lib/client/problem';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Hydrated data is fresh for a minute: no refetch right after the server rendered it.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again.
        retry: (count, error) => !(error instanceof ApiProblem && error.status < 500) && count < 2,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A new client per server request; one for the whole browser session. */
export function getQueryClient() {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
