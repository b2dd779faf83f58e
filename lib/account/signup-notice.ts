import 'server-only';
import { enqueueAccountEvent } from '@/db/account-data';
import type { AccountRow } from '@/db/accounts';
import type { Executor } from '@/db/client';
import { takeAttempt } from '@/lib/auth/throttle';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';

/** At most this many sign-up e-mails per address an hour: sign-ups must not become a way to flood someone's inbox. */
export const SIGNUP_NOTICE_LIMIT = { max: 3, windowMs: 3600_000 };

/**
 * Counts a sign-up e-mail to this address — the confirmation link or the owner's notice alike, so
 * the count says nothing of the account — and says whether it may go (never a 429 to the caller).
 */
export async function mayMailAbout(email: string): Promise<boolean> {
  try {
    await takeAttempt([`signup-notice:${email}`], SIGNUP_NOTICE_LIMIT);
    return true;
  } catch {
    return false; // over the limit: the address has been written to recently enough
  }
}

/**
 * Someone tried to sign up with an address that has an account: its owner hears of it through
 * the outbox (a `signup_attempt` message with a sign-in link and a reset link), in the language
 * of the request (docs/decisions.md#signup-confirmation).
 */
export async function tellOwnerOfSignupAttempt(db: Executor, owner: AccountRow, locale: Locale, mayMail: boolean): Promise<void> {
  if (mayMail && !owner.disabledAt) await enqueueAccountEvent(db, { id: newId(), accountId: owner.id, type: 'account.signup_attempt', data: { locale } });
}
