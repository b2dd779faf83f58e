import 'server-only';
import { getDb } from '@/db/client';
import { deleteOtherSessions, findAccountByEmail, findAccountById, type AccountRow } from '@/db/accounts';
import { ApiError } from '@/lib/errors';
import type { Locale } from '@/lib/schemas/common';
import type { Account, LoginBody, MeResponse } from '@/lib/schemas/auth';
import { describeApiKey } from './api-keys';
import { verifyPassword } from './password';
import { LOGIN_THROTTLE, PASSWORD_RULES } from './policy';
import { endSession, issueSession, type Principal } from './session';
import { knownDevice } from './device-cookie';
import { forgiveSuccess, takeLoginTry } from './throttle';
import { tellOwnerOfFailures } from './failure-notice';
import { metrics } from '@/lib/observability/metrics';

type RequestMeta = { ip: string; userAgent: string; locale: Locale };

export function accountWire(account: AccountRow): Account {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    storeId: account.storeId,
    providerId: account.providerId,
    title: account.title,
    givenName: account.givenName,
    familyName: account.familyName,
    phone: account.phone,
    createdAt: account.createdAt.toISOString(),
  };
}

/**
 * POST /api/sip/auth/login. Unknown email and wrong password take the same path and
 * the same time (a dummy hash is verified), and give the same answer.
 */
export async function login(body: LoginBody, meta: RequestMeta & { deviceCookie: string | null }, previous: Principal | null) {
  const now = new Date();
  // Counted and decided before any verification (docs/decisions.md#login-throttle).
  const tried = await takeLoginTry(body.email, meta.ip, knownDevice(meta.deviceCookie, body.email, now), now);
  const account = body.password.length <= PASSWORD_RULES.maxLength * 4 ? await findAccountByEmail(await getDb(), body.email) : null;
  const usable = account && !account.disabledAt ? account : null;
  const ok = await verifyPassword(usable?.passwordHash ?? null, body.password);
  if (!ok || !usable) {
    if (usable && !tried.knownDevice && tried.tries === LOGIN_THROTTLE.notifyAfter) await tellOwnerOfFailures(usable, meta.locale);
    metrics().failedLogins.inc();
    throw new ApiError('invalid_credentials');
  }
  await forgiveSuccess(tried);
  // A new token at every sign-in; the one the browser came with (if any) ends now.
  if (previous) await endSession(previous.tokenHash);
  return { account: usable, session: await issueSession(usable, meta) };
}

/** POST /api/sip/auth/logout ends a session; a key is no session: 400, revoking it is the admin's DELETE (docs/integrators.md#api-keys). */
export async function logout(principal: Principal): Promise<void> {
  if (principal.apiKeyId) throw new ApiError('bad_request');
  await endSession(principal.tokenHash);
}

/** GET /api/sip/auth/me: the signed-in account, or the API key that calls (never the admin who made it). */
export async function describeCaller(principal: Principal): Promise<MeResponse> {
  if (principal.apiKeyId) return { apiKey: await describeApiKey(principal) };
  return { account: accountWire(await currentAccount(principal)) };
}

/**
 * "Sign out everywhere else" (docs/decisions.md#sessions-revoke-others): every other session of the
 * account ends, the caller's stays. An API key is not a session and cannot do this for its creator.
 */
export async function revokeOtherSessions(principal: Principal): Promise<number> {
  if (principal.apiKeyId) throw new ApiError('forbidden');
  return deleteOtherSessions(await getDb(), principal.accountId, principal.tokenHash);
}

export async function currentAccount(principal: Principal): Promise<AccountRow> {
  const account = await findAccountById(await getDb(), principal.accountId);
  if (!account) throw new ApiError('unauthorized');
  return account;
}
