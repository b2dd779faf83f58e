import 'server-only';
import { getDb } from '@/db/client';
import { deleteSession, findLiveSession, insertSession, touchSession, type AccountRow } from '@/db/accounts';
import type { Role } from '@/db/schema/accounts';
import type { KeyScope } from '@/lib/schemas/api-keys';
import { API_KEY_PREFIX, resolveApiKey } from './api-keys';
import { SESSION_COOKIE, SESSION_POLICY, SESSION_TOUCH_INTERVAL_MS } from './policy';
import { hashToken, newSessionToken } from './tokens';

export type Principal = {
  accountId: string;
  role: Role;
  storeId: string | null;
  /** The atelier an atelier account works for (docs/atelier.md#role); null or absent for every other role. */
  providerId?: string | null;
  email: string;
  tokenHash: string;
  /** How the token came: a browser cookie (state changes need an Origin check) or a bearer header. */
  via: 'cookie' | 'bearer';
  /** Set when the bearer is an API key (docs/integrators.md#api-keys): bookings are `source: api`. */
  apiKeyId?: string;
  /** An API key's scopes (lib/auth/key-scopes.ts); absent for sessions. */
  keyScopes?: readonly KeyScope[];
  /** false for an `rk_test_` key (docs/integrators.md#test-mode); absent (live) for sessions. */
  livemode?: boolean;
  /** An API key's pinned version (docs/integrators.md#versioning); null: made before versions. Absent for sessions. */
  apiVersion?: string | null;
};

type HeaderSource = { headers: Headers; cookies: { get(name: string): { value: string } | undefined } };

/** `Bearer` and a b64token (RFC 6750 §2.1): our session tokens (base64url) and API keys (`rk_…`) both are. */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * The token a request carries: the `Authorization` header first, then the session cookie. Any
 * `Authorization` header that is not a well-formed Bearer (Basic, an empty `Bearer `, another
 * scheme) is carried as an empty bearer token, so it resolves to invalid (401), never to a guest
 * nor to the cookie beside it (docs/decisions.md#strict-credentials).
 */
export function requestToken(req: HeaderSource): { token: string; via: 'cookie' | 'bearer' } | null {
  const authorization = req.headers.get('authorization');
  if (authorization !== null) return { token: BEARER.exec(authorization)?.[1] ?? '', via: 'bearer' };
  const cookie = req.cookies.get(SESSION_COOKIE.secureName) ?? req.cookies.get(SESSION_COOKIE.plainName);
  return cookie?.value ? { token: cookie.value, via: 'cookie' } : null;
}

/**
 * What a request's credentials amount to: none at all (a guest), a live session, or a token that
 * is no longer (or never was) valid: unknown, expired, revoked, malformed. The last is never
 * read as a guest: docs/decisions.md#strict-credentials.
 */
export type Credentials = { kind: 'none' } | { kind: 'invalid'; via: 'cookie' | 'bearer' } | { kind: 'valid'; principal: Principal };

/** Resolves the credentials a request carries, sliding a live session's idle expiry (written at most once a minute). */
export async function resolveCredentials(req: HeaderSource, now = new Date()): Promise<Credentials> {
  const carried = requestToken(req);
  if (!carried) return { kind: 'none' };
  const invalid = { kind: 'invalid', via: carried.via } as const;
  if (carried.token === '' || carried.token.length > 128) return invalid;
  // API keys: a module of their own (docs/integrators.md#api-keys); unknown or revoked → invalid, never a guest.
  if (carried.token.startsWith(API_KEY_PREFIX)) {
    const principal = carried.via === 'bearer' ? await resolveApiKey(carried.token, now) : null;
    return principal ? { kind: 'valid', principal } : invalid;
  }
  const tokenHash = hashToken(carried.token);
  const db = await getDb();
  const found = await findLiveSession(db, tokenHash, now);
  if (!found) return invalid;
  const { session, account } = found;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    const idle = new Date(Math.min(now.getTime() + SESSION_POLICY[account.role].idleMs, session.expiresAt.getTime()));
    await touchSession(db, tokenHash, now, idle);
  }
  return { kind: 'valid', principal: { accountId: account.id, role: account.role, storeId: account.storeId, providerId: account.providerId, email: account.email, tokenHash, via: carried.via } };
}

/** The signed-in account, or null (no token, or one that is not valid): for pages, which then show the sign-in. */
export async function resolvePrincipal(req: HeaderSource, now = new Date()): Promise<Principal | null> {
  const credentials = await resolveCredentials(req, now);
  return credentials.kind === 'valid' ? credentials.principal : null;
}

export type IssuedSession = { token: string; expiresAt: Date; idleExpiresAt: Date };

/** A brand-new token at every sign-in (ASVS 7.2.4); the old one, if any, is ended by the caller. */
export async function issueSession(account: AccountRow, meta: { ip: string; userAgent: string }, now = new Date()): Promise<IssuedSession> {
  const policy = SESSION_POLICY[account.role];
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  const idleExpiresAt = new Date(now.getTime() + policy.idleMs);
  await insertSession(await getDb(), {
    tokenHash: hashToken(token),
    accountId: account.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    idleExpiresAt,
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent.slice(0, 256),
  });
  return { token, expiresAt, idleExpiresAt };
}

export async function endSession(tokenHash: string): Promise<void> {
  await deleteSession(await getDb(), tokenHash);
}
