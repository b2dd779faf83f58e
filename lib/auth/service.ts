import 'server-only';
import { getDb } from '@/db/client';
import { findAccountByEmail, findAccountById, insertAccount, type AccountRow } from '@/db/accounts';
import { tellOwnerOfSignupAttempt } from '@/lib/account/signup-notice';
import { newId } from '@/lib/ids';
import { ApiError } from '@/lib/http/errors';
import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { Account, LoginBody, SignupBody } from '@/lib/schemas/auth';
import { hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-rules';
import { PASSWORD_RULES } from './policy';
import { endSession, issueSession, type IssuedSession, type Principal } from './session';
import { forgiveSuccess, takeAttempt, throttleKeys } from './throttle';

type RequestMeta = { ip: string; userAgent: string; locale: Locale };

export function accountWire(account: AccountRow): Account {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    storeId: account.storeId,
    title: account.title,
    givenName: account.givenName,
    familyName: account.familyName,
    phone: account.phone,
    createdAt: account.createdAt.toISOString(),
  };
}

/** POST /api/sip/auth/signup — a customer account and its first session. */
export async function signup(body: SignupBody, meta: RequestMeta): Promise<{ account: AccountRow; session: IssuedSession }> {
  const problem = passwordProblem(body.password, body.email);
  if (problem) {
    const t = apiMessages(meta.locale, 'AuthErrors');
    throw new ApiError('validation_failed', {
      errors: [{ path: 'password', message: t(problem, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength }) }],
    });
  }
  const account = await insertAccount(await getDb(), {
    id: newId(),
    email: body.email,
    passwordHash: await hashPassword(body.password),
    role: 'customer',
    title: body.title ?? '',
    givenName: body.givenName,
    familyName: body.familyName,
    phone: body.phone ?? '',
  });
  if (!account) {
    await tellOwnerOfSignupAttempt(body.email, meta.locale);
    throw new ApiError('email_taken');
  }
  return { account, session: await issueSession(account, meta) };
}

/**
 * POST /api/sip/auth/login. Unknown email and wrong password take the same path and
 * the same time (a dummy hash is verified), and give the same answer.
 */
export async function login(body: LoginBody, meta: RequestMeta, previous: Principal | null) {
  const keys = throttleKeys(body.email, meta.ip);
  await takeAttempt([keys.account, keys.ip]); // counted and decided before any verification
  const account = body.password.length <= PASSWORD_RULES.maxLength * 4 ? await findAccountByEmail(await getDb(), body.email) : null;
  const usable = account && !account.disabledAt ? account : null;
  const ok = await verifyPassword(usable?.passwordHash ?? null, body.password);
  if (!ok || !usable) throw new ApiError('invalid_credentials');
  await forgiveSuccess(keys);
  // A new token at every sign-in; the one the browser came with (if any) ends now.
  if (previous) await endSession(previous.tokenHash);
  return { account: usable, session: await issueSession(usable, meta) };
}

export async function logout(principal: Principal): Promise<void> {
  await endSession(principal.tokenHash);
}

export async function currentAccount(principal: Principal): Promise<AccountRow> {
  const account = await findAccountById(await getDb(), principal.accountId);
  if (!account) throw new ApiError('unauthorized');
  return account;
}
