import 'server-only';
import { getDb } from '@/db/client';
import { clearThrottle } from '@/db/accounts';
import { countAttempts, giveBack } from '@/db/throttles';
import { ApiError } from '@/lib/errors';
import { LOGIN_THROTTLE } from './policy';
import { RATE_LIMITS, takeRateLimits } from './rate-limit';
import { metrics } from '@/lib/observability/metrics';

export const throttleKeys = (email: string, ip: string) => ({ account: `account:${email}`, ip: `ip:${ip}` });

type Limit = { max: number; windowMs: number };

/**
 * Counts this attempt on every key and decides, in one atomic statement, BEFORE any password
 * is verified: 429 with Retry-After once a key is past its limit inside the window. N concurrent
 * tries on one account verify at most `max` passwords (counting first and checking after, as
 * before, let 22 of 30 simultaneous tries through a limit of 10).
 */
export async function takeAttempt(keys: string[], limit: Limit = { max: LOGIN_THROTTLE.maxFailures, windowMs: LOGIN_THROTTLE.windowMs }, now = new Date()): Promise<void> {
  const counts = await countAttempts(await getDb(), keys, now, limit.windowMs);
  let retryAfterMs = 0;
  for (const count of counts) {
    if (count.attempts > limit.max) retryAfterMs = Math.max(retryAfterMs, count.windowStartedAt.getTime() + limit.windowMs - now.getTime());
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    metrics().rateLimited.inc({ policy: 'login-throttle' });
    throw new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
  }
}

/**
 * A successful sign-in resets the account's counter and gives the address its attempt back, so
 * people signing in behind one shared address are not throttled for succeeding.
 */
export async function forgiveSuccess(keys: { account: string; ip: string }): Promise<void> {
  const db = await getDb();
  await clearThrottle(db, keys.account);
  await giveBack(db, keys.ip);
}

/** Discount codes tried per cart and per client within the window (codes can be guessed otherwise: 64/s measured). */
export const DISCOUNT_CODE_THROTTLE = { perCart: RATE_LIMITS.codesPerCart.max, perIp: RATE_LIMITS.codesPerClient.max, windowMs: RATE_LIMITS.codesPerCart.windowMs };

/**
 * Counts a discount-code check against its cart and the caller (key, account or address); 429
 * past either limit. Answers the RateLimit headers (docs/integrators.md#rate-limits). Always on.
 */
export async function takeDiscountCodeAttempt(cartId: string, client: string): Promise<Record<string, string>> {
  return takeRateLimits([
    { policy: RATE_LIMITS.codesPerCart, client: `cart:${cartId}` },
    { policy: RATE_LIMITS.codesPerClient, client },
  ]);
}
