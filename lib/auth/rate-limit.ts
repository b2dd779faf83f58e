import 'server-only';
import { getDb } from '@/db/client';
import { countAttempts } from '@/db/throttles';
import { ApiError } from '@/lib/errors';
import { metrics } from '@/lib/observability/metrics';

/**
 * Per-client limits an integrator can read (docs/integrators.md#rate-limits): counted in Postgres
 * (the login throttle's table and statement, db/throttles.ts), so N instances share them, and
 * announced with the IETF RateLimit-Policy / RateLimit headers (draft-ietf-httpapi-ratelimit-headers).
 */
export type RateLimitPolicy = { name: string; max: number; windowMs: number };

export const RATE_LIMITS = {
  carts: { name: 'carts', max: 120, windowMs: 60_000 },
  photos: { name: 'photos', max: 60, windowMs: 60_000 },
  signups: { name: 'signups', max: 20, windowMs: 3600_000 },
  codesPerCart: { name: 'codes-cart', max: 10, windowMs: 15 * 60_000 },
  codesPerClient: { name: 'codes', max: 30, windowMs: 15 * 60_000 },
  /** Thread messages, per order and author (docs/atelier.md#messages): a conversation, not a flood of e-mails. */
  messages: { name: 'messages', max: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitPolicy>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** RATE_LIMITS=off turns the per-client limits off (load tests); login throttling stays. */
export const rateLimitsOn = () => process.env.RATE_LIMITS !== 'off';

export type RateLimitState = { policy: RateLimitPolicy; remaining: number; resetSeconds: number };

/** `"carts";q=120;w=60` and `"carts";r=119;t=42`, several policies as one list each. */
export function rateLimitHeaders(states: RateLimitState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    'ratelimit-policy': states.map((s) => `"${s.policy.name}";q=${s.policy.max};w=${Math.round(s.policy.windowMs / 1000)}`).join(', '),
    ratelimit: states.map((s) => `"${s.policy.name}";r=${s.remaining};t=${s.resetSeconds}`).join(', '),
  };
}

/**
 * Counts one request against each (policy, client) and answers the header values; past a
 * limit, 429 with Retry-After and the same headers. One upsert per policy: concurrent requests
 * are ordered by the row lock, so exactly `max` of them pass.
 */
export async function takeRateLimits(checks: { policy: RateLimitPolicy; client: string }[], now = new Date()): Promise<Record<string, string>> {
  const db = await getDb();
  const states: RateLimitState[] = [];
  for (const { policy, client } of checks) {
    const [count] = await countAttempts(db, [`rl:${policy.name}:${client}`], now, policy.windowMs);
    const resetMs = count!.windowStartedAt.getTime() + policy.windowMs - now.getTime();
    states.push({ policy, remaining: Math.max(0, policy.max - count!.attempts), resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)) });
    if (count!.attempts > policy.max) {
      const seconds = Math.max(1, Math.ceil(resetMs / 1000));
      metrics().rateLimited.inc({ policy: policy.name });
      throw new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds), ...rateLimitHeaders(states) } });
    }
  }
  return rateLimitHeaders(states);
}
