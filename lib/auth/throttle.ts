import 'server-only';
import { getDb } from '@/db/client';
import { clearThrottle, readThrottles, recordFailures } from '@/db/accounts';
import { ApiError } from '@/lib/http/errors';
import { LOGIN_THROTTLE } from './policy';

export const throttleKeys = (email: string, ip: string) => ({ account: `account:${email}`, ip: `ip:${ip}` });

/** 429 with Retry-After once any key has used up its failures inside the window. */
export async function assertNotThrottled(keys: string[], now = new Date()): Promise<void> {
  const states = await readThrottles(await getDb(), keys);
  let retryAfterMs = 0;
  for (const state of states) {
    const windowEnds = state.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMs;
    if (state.failures >= LOGIN_THROTTLE.maxFailures && windowEnds > now.getTime()) {
      retryAfterMs = Math.max(retryAfterMs, windowEnds - now.getTime());
    }
  }
  if (retryAfterMs > 0) {
    const seconds = Math.ceil(retryAfterMs / 1000);
    throw new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
  }
}

export async function recordLoginFailure(keys: string[], now = new Date()): Promise<void> {
  await recordFailures(await getDb(), keys, now, LOGIN_THROTTLE.windowMs);
}

/** A successful sign-in resets the account's counter (not the IP's). */
export async function resetAccountThrottle(accountKey: string): Promise<void> {
  await clearThrottle(await getDb(), accountKey);
}
