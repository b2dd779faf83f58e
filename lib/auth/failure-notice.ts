import 'server-only';
import { enqueueAccountEvent } from '@/db/account-data';
import type { AccountRow } from '@/db/accounts';
import { getDb } from '@/db/client';
import { newId } from '@/lib/ids';
import type { Locale } from '@/lib/schemas/common';
import { LOGIN_THROTTLE } from './policy';
import { takeAttempt } from './throttle';

/**
 * The owner hears of repeated failed sign-ins (docs/decisions.md#login-throttle): an
 * `account.sign_in_failures` event, whose e-mail carries a sign-in link and a reset link, at most
 * once per `notifyEveryMs` per account, so failures cannot flood the inbox either.
 */
export async function tellOwnerOfFailures(owner: AccountRow, locale: Locale): Promise<void> {
  try {
    await takeAttempt([`signin-notice:${owner.id}`], { max: 1, windowMs: LOGIN_THROTTLE.notifyEveryMs });
  } catch {
    return; // told recently enough
  }
  await enqueueAccountEvent(await getDb(), { id: newId(), accountId: owner.id, type: 'account.sign_in_failures', data: { locale } });
}
