import 'server-only';
import { randomBytes } from 'node:crypto';
import { adoptSignupMessages, consumePendingSignup, giveCheckoutOrders, insertPendingSignup, setPendingSignupToken, type PendingSignupRow } from '@/db/account-data';
import { findAccountByEmail, insertAccount } from '@/db/accounts';
import { getDb, type Executor } from '@/db/client';
import { SIGNUP_LINK_MS } from '@/db/maintenance';
import { hashPassword } from '@/lib/auth/password';
import { passwordProblem } from '@/lib/auth/password-rules';
import { PASSWORD_RULES } from '@/lib/auth/policy';
import { endSession, issueSession, type Principal } from '@/lib/auth/session';
import { hashToken } from '@/lib/auth/tokens';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import type { SignupBody } from '@/lib/schemas/auth';
import { mayMailAbout, tellOwnerOfSignupAttempt } from './signup-notice';

type RequestMeta = { ip: string; userAgent: string; locale: Locale };

/**
 * POST /api/sip/auth/signup (docs/decisions.md#signup-confirmation). The answer is the same for
 * every address — the route says 202 `confirmation_sent` and sets no session — and so is the work:
 * the password is hashed, the address looked up and one e-mail queued either way. A new address
 * gets a pending sign-up and a confirmation link; an address with an account gets its owner the
 * `signup_attempt` notice. Both kinds of e-mail share one limit per address (3 an hour).
 * A `cartId` (the checkout's box) is kept as it is: it only ever gives the account an order of
 * that cart placed with this same, now confirmed, e-mail (db/account-data.ts, giveCheckoutOrders).
 */
export async function signup(body: SignupBody, locale: Locale): Promise<void> {
  const problem = passwordProblem(body.password, body.email);
  if (problem) {
    const t = apiMessages(locale, 'AuthErrors');
    throw new ApiError('validation_failed', {
      errors: [{ path: 'password', message: t(problem, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength }) }],
    });
  }
  const passwordHash = await hashPassword(body.password);
  const mayMail = await mayMailAbout(body.email);
  const db = await getDb();
  const owner = await findAccountByEmail(db, body.email);
  if (owner) return tellOwnerOfSignupAttempt(db, owner, locale, mayMail);
  if (!mayMail) return;
  const now = new Date();
  await db.transaction((tx) =>
    insertPendingSignup(
      tx,
      {
        id: newId(), email: body.email, passwordHash, title: body.title ?? '', givenName: body.givenName, familyName: body.familyName, phone: body.phone ?? '',
        locale, cartId: body.cartId ?? null, createdAt: now, expiresAt: new Date(now.getTime() + SIGNUP_LINK_MS),
      },
      newId(),
    ),
  );
}

/** The worker's half: 256 random bits for the pending sign-up, only the SHA-256 stored; null if it is gone, used or expired. */
export async function issueSignupToken(tx: Executor, pendingSignupId: string, now: Date): Promise<{ token: string; pending: PendingSignupRow } | null> {
  const token = randomBytes(32).toString('base64url');
  const pending = await setPendingSignupToken(tx, pendingSignupId, hashToken(token), now);
  return pending ? { token, pending } : null;
}

/**
 * POST /api/sip/auth/signup/confirm: the e-mailed token creates the account and its first session
 * (what sign-up answered before confirmation links). The link is used up in the transaction that
 * creates the account, with every other pending sign-up of the address; an unknown, used or
 * expired token — or an address that got an account meanwhile — is `signup_link_invalid`.
 */
export async function confirmSignup(token: string, meta: RequestMeta, previous: Principal | null, now = new Date()) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new ApiError('signup_link_invalid');
  const db = await getDb();
  const account = await db.transaction(async (tx) => {
    const pending = await consumePendingSignup(tx, hashToken(token), now);
    if (!pending) return null;
    const { id: _id, tokenHash: _t, locale: _l, createdAt: _c, expiresAt: _e, cartId, ...fields } = pending;
    const created = await insertAccount(tx, { ...fields, id: newId(), role: 'customer', checkoutCartId: cartId });
    if (created) {
      await adoptSignupMessages(tx, created.email, created.id);
      await giveCheckoutOrders(tx, { accountId: created.id });
    }
    return created;
  });
  if (!account) throw new ApiError('signup_link_invalid');
  // Once more, now that the account is visible to everyone: an order committed while this
  // transaction ran was invisible to it, and the worker that dispatched that order could not see
  // this account yet. Whichever commits last, one of the two gives the order.
  if (account.checkoutCartId) await giveCheckoutOrders(db, { accountId: account.id });
  // Like a sign-in: the session the browser came with (if any) ends.
  if (previous) await endSession(previous.tokenHash);
  return { account, session: await issueSession(account, meta) };
}
