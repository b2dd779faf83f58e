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
// Clients refused until their window ends, per process: a 429's Retry-After already tells them to
// come back then, and answering their next tries from memory spares each one the cart's read, the
// body's parsing and two throttle writes (bench:anonymous-cpu: 4,071 refusals cost 23 s of CPU in
// two minutes without this). Another instance learns it from its own first refusal.
const refused = ((globalThis as unknown as { __repriseDecodeRefused?: Map<string, number> }).__repriseDecodeRefused ??= new Map());
const MAX_REMEMBERED = 10_000;

/**
 * Refuses (429, before the body is read) an anonymous client refused earlier in its window, after
 * holding the answer up to TARPIT_MS: a client that ignores Retry-After then costs a timer, not a
 * request's CPU, for as long as it waits (bench:anonymous-cpu measured 5.6–7.7 ms of CPU per
 * refused try answered at once, 20 s of CPU a minute for one client that kept sending). At most
 * TARPIT_MAX answers wait at a time; past that they are answered at once.
 */
export async function refuseIfRefusedEarlier(clients: (string | null)[], now = Date.now()): Promise<void> {
  if (!rateLimitsOn()) return;
  let until = 0;
  for (const client of clients) {
    if (client === null) continue;
    const key = `decode-mp:${client}`;
    const end = refused.get(key);
    if (end === undefined) continue;
    if (end <= now) refused.delete(key);
    else until = Math.max(until, end);
  }
  if (until <= now) return;
  if (tarpit.waiting < TARPIT_MAX) {
    tarpit.waiting++;
    try {
      await new Promise((resolve) => setTimeout(resolve, Math.min(TARPIT_MS, until - now)));
    } finally {
      tarpit.waiting--;
    }
  }
  throw tooMany(until - Date.now());
}

const TARPIT_MS = 2_000;
const TARPIT_MAX = 200;
const tarpit = ((globalThis as unknown as { __repriseDecodeTarpit?: { waiting: number } }).__repriseDecodeTarpit ??= { waiting: 0 });

function remember(key: string, until: number, now: number): void {
  if (refused.size >= MAX_REMEMBERED) for (const [k, end] of refused) if (end <= now || refused.size >= MAX_REMEMBERED) refused.delete(k);
  refused.set(key, until);
}

function tooMany(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new ApiError('rate_limited', { params: { seconds }, headers: { 'retry-after': String(seconds) } });
}

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
  for (const c of over) remember(c.key, c.windowStartedAt.getTime() + budget.windowMs, now.getTime());
  throw tooMany(Math.max(...over.map((c) => c.windowStartedAt.getTime() + budget.windowMs - now.getTime())));
}
