import { findAccountById } from '@/db/accounts';
import type { Tx } from '@/db/client';
import { SIGNUP_LINK_MS } from '@/db/maintenance';
import type { OutboxEventRow } from '@/db/outbox';
import { issueResetToken } from '@/lib/account/reset';
import { issueSignupToken } from '@/lib/account/signup';
import { newId } from '@/lib/ids';
import { LOCALES } from '@/lib/schemas/constants';
import type { Locale } from '@/lib/schemas/common';
import { accountEmailContent } from './emails/account-content';
import { invitationEmailContent } from './emails/invitation-content';
import { issueInvitationToken } from '@/lib/people/invitations';
import { renderEmail } from './emails/render';
import { weeklySummaryContent } from '@/lib/dashboards/weekly-summary';

type EmailRow = { id: string; eventId: string; orderId: null; accountId: string | null; kind: string; locale: string; toAddress: string; subject: string; html: string; text: string; status: 'queued' | 'kept'; nextAttemptAt: Date; createdAt: Date };
type Options = { now: Date; mail: boolean; origin: string };

const localeOf = (asked: unknown): Locale => ((LOCALES as readonly string[]).includes(String(asked)) ? (asked as Locale) : 'en');

/**
 * An account event's e-mail (docs/notifications.md, docs/decisions.md#password-reset), made in the
 * dispatcher's transaction: the reset (or sign-up) token is created here, with the message that
 * carries it, so the link exists only in that one stored message. Account events never go to webhooks.
 * Tokens travel in the fragment: browsers never send it to a server, so no log or Referer holds it.
 */
export async function accountEventEmail(tx: Tx, event: OutboxEventRow, options: Options): Promise<EmailRow | null> {
  if (event.type === 'account.signup_confirmation') return signupConfirmationEmail(tx, event, options);
  if (event.type === 'account.staff_invitation') return invitationEmail(tx, event, options);
  if (event.type === 'account.weekly_summary') return weeklySummaryEmail(tx, event, options);
  const account = event.accountId ? await findAccountById(tx, event.accountId) : null;
  if (!account || account.disabledAt) return null;
  const locale = localeOf(event.data.locale);
  const kind = event.type === 'account.signup_attempt' ? 'signup_attempt' : event.type === 'account.sign_in_failures' ? 'sign_in_failures' : 'password_reset';
  const token = await issueResetToken(tx, account.id, options.now);
  const links = { reset: `${options.origin}/${locale}/account/reset-password#token=${token}`, signIn: `${options.origin}/${locale}/account/sign-in` };
  const rendered = renderEmail(accountEmailContent(kind, account, locale, links));
  return emailRow(event, options, { accountId: account.id, kind, locale, toAddress: account.email, ...rendered });
}

/** A new address's confirmation link (docs/decisions.md#signup-confirmation): no account yet, so none on the message. */
async function signupConfirmationEmail(tx: Tx, event: OutboxEventRow, options: Options): Promise<EmailRow | null> {
  const issued = await issueSignupToken(tx, String(event.data.pendingSignupId ?? ''), options.now);
  if (!issued) return null;
  const locale = localeOf(issued.pending.locale);
  const links = { confirm: `${options.origin}/${locale}/account/confirm#token=${issued.token}` };
  const rendered = renderEmail(accountEmailContent('signup_confirmation', issued.pending, locale, links, SIGNUP_LINK_MS / 3600_000));
  return emailRow(event, options, { accountId: null, kind: 'signup_confirmation', locale, toAddress: issued.pending.email, ...rendered });
}

/** An admin's invitation (docs/back-office.md#people): the link that sets the invitee's password, valid 7 days. */
async function invitationEmail(tx: Tx, event: OutboxEventRow, options: Options): Promise<EmailRow | null> {
  const issued = await issueInvitationToken(tx, String(event.data.invitationId ?? ''), options.now);
  if (!issued) return null;
  const locale = localeOf(issued.invitation.locale);
  const link = `${options.origin}/${locale}/account/invitation#token=${issued.token}`;
  const inviter = await findAccountById(tx, issued.invitation.invitedBy);
  const rendered = renderEmail(invitationEmailContent(issued.invitation, inviter ? `${inviter.givenName} ${inviter.familyName}`.trim() : '', locale, link));
  return emailRow(event, options, { accountId: null, kind: 'staff_invitation', locale, toAddress: issued.invitation.email, ...rendered });
}

/** The weekly summary (docs/dashboards.md#weekly-summary): the dashboard's figures of the week, in the language chosen when opting in. */
async function weeklySummaryEmail(tx: Tx, event: OutboxEventRow, options: Options): Promise<EmailRow | null> {
  const made = await weeklySummaryContent(tx, event, localeOf(event.data.locale), options.origin, options.now);
  if (!made) return null;
  return emailRow(event, options, { accountId: made.account.id, kind: 'weekly_summary', locale: made.locale, toAddress: made.account.email, ...renderEmail(made.content) });
}

function emailRow(event: OutboxEventRow, options: Options, message: Pick<EmailRow, 'accountId' | 'kind' | 'locale' | 'toAddress' | 'subject' | 'html' | 'text'>): EmailRow {
  return { id: newId(), eventId: event.id, orderId: null, ...message, status: options.mail ? 'queued' : 'kept', nextAttemptAt: options.now, createdAt: options.now };
}
