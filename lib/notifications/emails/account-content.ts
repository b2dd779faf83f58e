import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { EmailContent } from './content';

export type AccountEmailKind = 'password_reset' | 'signup_attempt' | 'signup_confirmation' | 'sign_in_failures';
type Links = { reset?: string; signIn?: string; confirm?: string };

/**
 * An account's own message (docs/decisions.md#password-reset, #signup-confirmation), in the
 * `AccountMail` messages of its language: the reset link; when someone signs up with an address
 * that already has an account, a word to the owner with the way to sign in or reset; for a new
 * address, the link that creates the account. Rendered like the order e-mails.
 */
export function accountEmailContent(kind: AccountEmailKind, who: { givenName: string }, locale: Locale, links: Links, hours = 24): EmailContent {
  const t = apiMessages(locale, 'AccountMail');
  const actions = {
    password_reset: [{ label: t('password_reset.action'), href: links.reset! }],
    signup_attempt: [{ label: t('signup_attempt.signIn'), href: links.signIn! }, { label: t('signup_attempt.reset'), href: links.reset! }],
    signup_confirmation: [{ label: t('signup_confirmation.action'), href: links.confirm! }],
    sign_in_failures: [{ label: t('sign_in_failures.signIn'), href: links.signIn! }, { label: t('sign_in_failures.reset'), href: links.reset! }],
  }[kind];
  return {
    locale,
    subject: t(`${kind}.subject`),
    heading: t(`${kind}.heading`),
    greeting: t('greeting', { name: who.givenName }),
    paragraphs: [t(`${kind}.intro`, { minutes: 60, hours }), t(`${kind}.ignore`)],
    sections: [],
    actions,
    footer: t('footer'),
  };
}
