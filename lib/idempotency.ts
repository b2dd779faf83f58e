import 'server-only';
import { createHash } from 'node:crypto';
import { getDb } from '@/db/client';
import { claimKey, completeKey, expireKey, findKey, releaseKey } from '@/db/idempotency';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { canonicalJson } from './canonical-json';

/**
 * Whose Idempotency-Keys a request's are (docs/decisions.md#idempotency): an API key's own, never
 * the account of the admin who made it (docs/integrators.md#api-keys); else the signed-in
 * account's; else what an anonymous caller holds (`anonymous`: the cart it names).
 */
export function callerScope(principal: Pick<Principal, 'accountId' | 'apiKeyId'> | null, anonymous: string): string {
  if (principal?.apiKeyId) return `key:${principal.apiKeyId}`;
  return principal ? `account:${principal.accountId}` : anonymous;
}

const RETENTION_MS = 24 * 3600_000;
/**
 * A key still "running" after this long belongs to a request that died (or whose process lost
 * the database mid-way); a retry may then run it again and learn the outcome (the order is
 * exactly-once by its cart, whatever runs twice). Longer than any request may take (the
 * handler's deadline, lib/http/deadline.ts), short enough that a client retrying after a 503
 * knows within 10 s (a 60 s lease answered 409 request_in_progress for a minute).
 */
export const LEASE_MS = 9_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** What a replay answers again: status (in the row), type, body and the Location of a created resource. */
/** The first answer as replayed: status aside, its body, type, Location and ETag (an order's version then). */
type Stored = { contentType: string; text: string; location?: string; etag?: string };

/**
 * Idempotency-Key (docs/decisions.md#idempotency; IETF draft): the same key and body within 24 h replays
 * the first answer (status and body); another body → 422; still running → 409.
 * Keys are scoped to the caller, so nobody can replay someone else's answer. Answers
 * of 5xx and refusals are not kept: the request changed nothing, the client may retry.
 */
export async function idempotent(req: Request, scope: string, fingerprint: unknown, run: () => Promise<Response>): Promise<Response> {
  const key = req.headers.get('idempotency-key')?.trim().replace(/^"(.*)"$/, '$1');
  if (!key) return run();
  if (!KEY_FORMAT.test(key)) throw new ApiError('validation_failed', { errors: [{ path: 'Idempotency-Key', message: 'printable ASCII, at most 255 characters' }] });
  const endpoint = `${req.method} ${new URL(req.url).pathname}`;
  const requestHash = createHash('sha256').update(endpoint).update('\n').update(canonicalJson(fingerprint)).digest('hex');
  const db = await getDb();

  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimKey(db, { scope, key, endpoint, requestHash })) return runAndStore(scope, key, run);
    const existing = await findKey(db, scope, key);
    if (!existing) continue; // released meanwhile: claim again
    const age = Date.now() - existing.createdAt.getTime();
    if (age > RETENTION_MS || (existing.state === 'running' && age > LEASE_MS)) {
      await expireKey(db, scope, key, existing.state === 'running' ? LEASE_MS : RETENTION_MS);
      continue;
    }
    if (existing.requestHash !== requestHash) throw new ApiError('idempotency_key_reused');
    if (existing.state === 'running') throw new ApiError('request_in_progress', { headers: { 'retry-after': '1' } });
    const stored = existing.responseBody as Stored;
    return new Response(stored.text || null, {
      status: existing.responseStatus ?? 200,
      headers: { 'content-type': stored.contentType, 'idempotent-replayed': 'true', 'cache-control': 'no-store', ...(stored.location ? { location: stored.location } : {}), ...(stored.etag ? { etag: stored.etag } : {}) },
    });
  }
  throw new ApiError('request_in_progress', { headers: { 'retry-after': '1' } });
}

async function runAndStore(scope: string, key: string, run: () => Promise<Response>): Promise<Response> {
  const db = await getDb();
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    // Refusals (422, 409…) and failures are not kept, as with Stripe: the request did
    // nothing, and a retry with the same key meets the same rules again.
    await releaseKey(db, scope, key);
    throw error;
  }
  if (response.status >= 500) {
    await releaseKey(db, scope, key);
    return response;
  }
  const text = await response.clone().text();
  const location = response.headers.get('location') ?? undefined;
  const etag = response.headers.get('etag') ?? undefined;
  await completeKey(db, scope, key, response.status, { contentType: response.headers.get('content-type') ?? 'application/json', text, location, etag } satisfies Stored);
  return response;
}
