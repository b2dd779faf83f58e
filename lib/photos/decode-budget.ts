import 'server-only';
import { getDb } from '@/db/client';
import { countAttempts, giveBack } from '@/db/throttles';
import { rateLimitsOn } from '@/lib/auth/rate-limit';
import { ApiError } from '@/lib/errors';
import { anonymousDecodeBudget } from './limits';

/**
 * Charges an anonymous image's megapixels (from its header: nothing decoded yet) to each of its
 * clients, its address and its cart (docs/decisions.md#anonymous-decode-budget). Past the budget
 * of any: the charge is taken back and the upload is 429 with Retry-After, before decoding.
 */
export async function chargeAnonymousDecode(clients: string[], pixels: number, now = new Date()): Promise<void> {
  if (!rateLimitsOn()) return; // RATE_LIMITS=off: load tests (README)
  const budget = anonymousDecodeBudget();
  const megapixels = Math.max(1, Math.ceil(pixels / 1e6));
  const keys = clients.map((client) => `decode-mp:${client}`);
  const db = await getDb();
  const counts = await countAttempts(db, keys, now, budget.windowMs, megapixels);
  const over = counts.filter((c) => c.attempts > budget.megapixels);
  if (over.length === 0) return;
  await Promise.all(keys.map((key) => giveBack(db, key, megapixels)));
  const waitMs = Math.max(...over.map((c) => c.windowStartedAt.getTime() + budget.windowMs - now.getTime()));
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  throw new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}
