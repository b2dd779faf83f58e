import 'server-only';
import { enqueueAccountEvent } from '@/db/account-data';
import { findAccountByEmail } from '@/db/accounts';
import { getDb } from '@/db/client';
import { takeAttempt } from '@/lib/auth/throttle';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';

/** At most this many notices per address an hour: sign-ups must not become a way to flood someone's inbox. */
export const SIGNUP_NOTICE_LIMIT = { max: 3, windowMs: 3600_000 };

/**
 * Someone tried to sign up with an address that has an account: its owner hears of it through
 * the outbox (a `signup_attempt` message with a sign-in link and a reset link), in the language
 * of the request (docs/decisions.md#password-reset).
 */
export async function tellOwnerOfSignupAttempt(email: string, locale: Locale): Promise<void> {
  try {
    await takeAttempt([`signup-notice:${email}`], SIGNUP_NOTICE_LIMIT);
  } catch {
    return; // over the limit: the owner has been told recently enough
  }
  const db = await getDb();
  const owner = await findAccountByEmail(db, email);
  if (owner && !owner.disabledAt) await enqueueAccountEvent(db, { id: newId(), accountId: owner.id, type: 'account.signup_attempt', data: { locale } });
}
