import { findAccountById } from '@/db/accounts';
import type { Tx } from '@/db/client';
import type { OutboxEventRow } from '@/db/outbox';
import { issueResetToken } from '@/lib/account/reset';
import { newId } from '@/lib/ids';
import { LOCALES } from '@/lib/schemas/constants';
import type { Locale } from '@/lib/schemas/common';
import { accountEmailContent } from './emails/account-content';
import { renderEmail } from './emails/render';

type EmailRow = { id: string; eventId: string; orderId: null; accountId: string; kind: string; locale: string; toAddress: string; subject: string; html: string; text: string; status: 'queued' | 'kept'; nextAttemptAt: Date; createdAt: Date };

/**
 * An account event's e-mail (docs/notifications.md, docs/decisions.md#password-reset), made in the
 * dispatcher's transaction: the reset token is created here, with the message that carries it,
 * so the link exists only in that one stored message. Account events never go to webhooks.
 */
export async function accountEventEmail(tx: Tx, event: OutboxEventRow, options: { now: Date; mail: boolean; origin: string }): Promise<EmailRow | null> {
  const account = event.accountId ? await findAccountById(tx, event.accountId) : null;
  if (!account || account.disabledAt) return null;
  const asked = String(event.data.locale ?? '');
  const locale: Locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
  const kind = event.type === 'account.signup_attempt' ? 'signup_attempt' : 'password_reset';
  const token = await issueResetToken(tx, account.id, options.now);
  // The token travels in the fragment: browsers never send it to a server, so no log or Referer holds it.
  const links = { reset: `${options.origin}/${locale}/account/reset-password#token=${token}`, signIn: `${options.origin}/${locale}/account/sign-in` };
  const rendered = renderEmail(accountEmailContent(kind, account, locale, links));
  return {
    id: newId(), eventId: event.id, orderId: null, accountId: account.id, kind, locale, toAddress: account.email, ...rendered,
    status: options.mail ? 'queued' : 'kept', nextAttemptAt: options.now, createdAt: options.now,
  };
}
