import 'server-only';
import { findApiKey, findLiveApiKey, insertApiKey, listApiKeys, revokeApiKey, touchApiKey, type ApiKeyRow } from '@/db/api-keys';
import { getDb } from '@/db/client';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { ApiError, notFound } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { FIRST_API_VERSION, isApiVersion, LATEST_API_VERSION } from '@/lib/schemas/api-version';
import { newId } from '@/lib/ids';
import { KEY_SCOPES, type ApiKey, type ApiKeyCreateBody, type ApiKeyIdentity } from '@/lib/schemas/api-keys';
import type { Locale } from '@/lib/schemas/common';
import type { Principal } from './session';
import { hashToken, newSessionToken } from './tokens';

/** Bearer tokens with this prefix are API keys, not sessions (docs/integrators.md#api-keys). */
export const API_KEY_PREFIX = 'rk_';
const LAST_USED_INTERVAL_MS = 60_000;

const wire = (k: ApiKeyRow): ApiKey => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  storeId: k.storeId,
  scopes: k.scopes,
  livemode: k.livemode,
  apiVersion: isApiVersion(k.apiVersion) ? k.apiVersion : FIRST_API_VERSION,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** POST /api/sip/admin/api-keys: 256 random bits, only their SHA-256 kept; the secret is in this answer only. `rk_test_` for a test key (docs/integrators.md#test-mode). */
export async function createApiKey(body: ApiKeyCreateBody, creator: Principal, locale: Locale): Promise<ApiKey & { secret: string }> {
  if (body.storeId && !(await getCatalogue()).storesById.has(body.storeId)) {
    throw new ApiError('validation_failed', { errors: [{ path: 'storeId', message: apiMessages(locale, 'ApiKeys')('storeUnknown') }] });
  }
  const livemode = body.livemode ?? true;
  const secret = `${API_KEY_PREFIX}${livemode ? 'live' : 'test'}_${newSessionToken()}`;
  const row = await insertApiKey(await getDb(), {
    id: newId(),
    tokenHash: hashToken(secret),
    prefix: secret.slice(0, 12),
    name: body.name,
    storeId: body.storeId ?? null,
    scopes: body.scopes ?? [...KEY_SCOPES],
    livemode,
    apiVersion: body.apiVersion ?? LATEST_API_VERSION,
    createdBy: creator.accountId,
    createdAt: new Date(),
  });
  return { ...wire(row), secret };
}

export async function listKeys(): Promise<ApiKey[]> {
  return (await listApiKeys(await getDb())).map(wire);
}

/** DELETE …/{id}: effective on the next request (keys are looked up on every use, never cached). */
export async function revokeKey(id: string): Promise<void> {
  if (!(await revokeApiKey(await getDb(), id, new Date()))) throw notFound();
}

/**
 * Account endpoints (`/auth/me` changes and erasure, its export, saved addresses) are a
 * person's: an API key acts only as a key, never as the admin who made it → 403
 * (docs/integrators.md#api-keys). Answers the account id the endpoint may use.
 */
export function personalAccountId(principal: Principal | null): string {
  if (!principal) throw new ApiError('unauthorized');
  if (principal.apiKeyId) throw new ApiError('forbidden');
  return principal.accountId;
}

/** GET /api/sip/auth/me with a key: the key itself (its id, name, store) and how it acts. */
export async function describeApiKey(principal: Principal): Promise<ApiKeyIdentity> {
  const key = await findApiKey(await getDb(), principal.apiKeyId!);
  if (!key || key.revokedAt) throw new ApiError('unauthorized');
  return { ...wire(key), role: principal.role === 'admin' ? 'admin' : 'staff' };
}

/**
 * The principal of an API key: its own (apiKeyId, keyScopes), reaching its store's orders (or
 * every store's, for an every-store key) through the scope rule (lib/auth/scope.ts), and only the
 * endpoints its scopes name (lib/auth/key-scopes.ts, checked in lib/http/handler.ts): never an
 * account endpoint nor the back office, whatever its role. `accountId` is the admin who made it,
 * kept only to name who recorded a change (a cart's staffAccountId, a payment's `by`); `email` is
 * none. Unknown or revoked: null, as an unknown session token.
 */
export async function resolveApiKey(token: string, now = new Date()): Promise<Principal | null> {
  const tokenHash = hashToken(token);
  const db = await getDb();
  const found = await findLiveApiKey(db, tokenHash);
  if (!found) return null;
  await touchApiKey(db, found.key.id, now, LAST_USED_INTERVAL_MS);
  const { key, creator } = found;
  return { accountId: creator.id, role: key.storeId ? 'staff' : 'admin', storeId: key.storeId, email: '', tokenHash, via: 'bearer', apiKeyId: key.id, keyScopes: key.scopes, livemode: key.livemode, apiVersion: key.apiVersion };
}
