import 'server-only';
import { getDb } from '@/db/client';
import { clearThrottle } from '@/db/accounts';
import { countAttempts, giveBack, takeDelayedTry } from '@/db/throttles';
import { ApiError } from '@/lib/errors';
import { LOGIN_THROTTLE } from './policy';
import { RATE_LIMITS, takeRateLimits } from './rate-limit';
import { metrics } from '@/lib/observability/metrics';

type Limit = { max: number; windowMs: number };

/**
 * Counts this attempt on every key and decides, in one atomic statement, BEFORE any password
 * is verified: 429 with Retry-After once a key is past its limit inside the window. N concurrent
 * tries on one key pass at most `max` (counting first and checking after, as before, let 22 of 30
 * simultaneous tries through a limit of 10).
 */
export async function takeAttempt(keys: string[], limit: Limit, now = new Date()): Promise<void> {
  const counts = await countAttempts(await getDb(), keys, now, limit.windowMs);
  let retryAfterMs = 0;
  for (const count of counts) {
    if (count.attempts > limit.max) retryAfterMs = Math.max(retryAfterMs, count.windowStartedAt.getTime() + limit.windowMs - now.getTime());
  }
  if (retryAfterMs > 0) throw rateLimited(retryAfterMs);
}

/** Gives one attempt back on a key (a try that turned out legitimate). */
export async function forgiveAttempt(key: string): Promise<void> {
  await giveBack(await getDb(), key);
}

function rateLimited(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  metrics().rateLimited.inc({ policy: 'login-throttle' });
  return new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

/** What a sign-in try was counted on: the address, and the account or the known device. */
export type LoginTry = { ipKey: string; key: string; knownDevice: boolean; tries: number };

/**
 * Decides a sign-in try before any password is verified (docs/decisions.md#login-throttle):
 * first the address's budget (a try refused there is counted on no account), then the delay of
 * the account — or, from a device that signed in as this account before, of that device alone.
 * A try the delay refuses gives the address its attempt back: only verified passwords use it up.
 */
export async function takeLoginTry(email: string, ip: string, device: string | null, now = new Date()): Promise<LoginTry> {
  const ipKey = `ip:${ip}`;
  await takeAttempt([ipKey], { max: LOGIN_THROTTLE.ipMaxFailures, windowMs: LOGIN_THROTTLE.ipWindowMs }, now);
  const key = device ? `device:${device}` : `account:${email}`;
  const db = await getDb();
  const rule = { free: LOGIN_THROTTLE.freeFailures, firstDelayMs: LOGIN_THROTTLE.firstDelayMs, maxDelayMs: LOGIN_THROTTLE.maxDelayMs, idleMs: LOGIN_THROTTLE.idleResetMs };
  const decided = await db.transaction((tx) => takeDelayedTry(tx, key, now, rule));
  if (!decided.counted) {
    await giveBack(db, ipKey);
    throw rateLimited(decided.nextAt.getTime() - now.getTime());
  }
  return { ipKey, key, knownDevice: device !== null, tries: decided.tries };
}

/**
 * A successful sign-in starts its counter (account or device) again and gives the address its
 * attempt back, so people signing in behind one shared address are not throttled for succeeding.
 * A known device's success leaves the account's own counter alone: a stranger's delays stay.
 */
export async function forgiveSuccess(tried: LoginTry): Promise<void> {
  const db = await getDb();
  await clearThrottle(db, tried.key);
  await giveBack(db, tried.ipKey);
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
