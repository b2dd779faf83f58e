import { ApiError } from './errors';

/**
 * How long a request may take before it is answered 503 (with Retry-After) instead: while
 * Postgres is down or restarting, queries can wait on connections that never come; a client
 * must not (17 requests waited over 10 s, the longest 20 s). The work itself is not cancelled:
 * an order whose write was under way still commits, and its idempotency key then holds the
 * answer for the retry.
 */
export const REQUEST_DEADLINE_MS = Number(process.env.REQUEST_DEADLINE_MS ?? 8_000);

export function withDeadline<T>(work: Promise<T>, ms: number | null): Promise<T> {
  if (ms === null) return work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('service_unavailable', { headers: { 'retry-after': '2' } })), ms);
  });
  work.catch(() => {}); // a late failure after the 503 went out is not an unhandled rejection
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
