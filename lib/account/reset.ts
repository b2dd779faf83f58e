import 'server-only';
import { randomBytes } from 'node:crypto';
import { consumeResetToken, enqueueAccountEvent, findLiveResetToken, insertResetToken, setPasswordEndingSessions } from '@/db/account-data';
import { clearThrottle, findAccountByEmail, findAccountById } from '@/db/accounts';
import { getDb, type Executor } from '@/db/client';
import { hashPassword } from '@/lib/auth/password';
import { passwordProblem } from '@/lib/auth/password-rules';
import { PASSWORD_RULES } from '@/lib/auth/policy';
import { takeAttempt } from '@/lib/auth/throttle';
import { hashToken } from '@/lib/auth/tokens';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';

/** docs/decisions.md#password-reset: a link lives one hour; requests are limited per address and per client. */
export const RESET_POLICY = { ttlMs: 3600_000, perAddress: 5, perIp: 30, windowMs: 15 * 60_000 };

/**
 * POST /api/sip/auth/password-reset. The answer is the same whether or not the address has an
 * account (the route answers 202 either way); only an account's owner gets an e-mail, sent by the
 * outbox worker, which makes the link when it renders the message.
 */
export async function requestPasswordReset(email: string, locale: Locale, ip: string): Promise<void> {
  await takeAttempt([`reset:${email}`], { max: RESET_POLICY.perAddress, windowMs: RESET_POLICY.windowMs });
  await takeAttempt([`reset-ip:${ip}`], { max: RESET_POLICY.perIp, windowMs: RESET_POLICY.windowMs });
  const db = await getDb();
  const account = await findAccountByEmail(db, email);
  if (!account || account.disabledAt) return;
  await enqueueAccountEvent(db, { id: newId(), accountId: account.id, type: 'account.password_reset', data: { locale } });
}

/** The worker's half: 256 random bits, only the SHA-256 stored, valid RESET_POLICY.ttlMs. */
export async function issueResetToken(tx: Executor, accountId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(tx, { tokenHash: hashToken(token), accountId, createdAt: now, expiresAt: new Date(now.getTime() + RESET_POLICY.ttlMs) });
  return token;
}

/**
 * POST /api/sip/auth/password-reset/confirm: the link's token and a new password. The token is
 * used up in the same transaction that sets the password, ends every session and kills the
 * account's other links; an unknown, used or expired token is `reset_link_invalid`.
 */
export async function resetPassword(token: string, password: string, locale: Locale, now = new Date()): Promise<void> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError('reset_link_invalid');
  const db = await getDb();
  const tokenHash = hashToken(token);
  const accountId = await findLiveResetToken(db, tokenHash, now);
  const account = accountId ? await findAccountById(db, accountId) : null;
  if (!account) throw new ApiError('reset_link_invalid');
  const problem = passwordProblem(password, account.email);
  if (problem) {
    const t = apiMessages(locale, 'AuthErrors');
    throw new ApiError('validation_failed', { errors: [{ path: 'password', message: t(problem, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength }) }] });
  }
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    if ((await consumeResetToken(tx, tokenHash, now)) !== account.id) return false;
    await setPasswordEndingSessions(tx, account.id, passwordHash, now);
    return true;
  });
  if (!done) throw new ApiError('reset_link_invalid');
  // The owner proved control of the address: failed sign-ins counted against it are forgiven.
  await clearThrottle(db, `account:${account.email}`);
}
