import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { EmailContent } from './content';

export type AccountEmailKind = 'password_reset' | 'signup_attempt';

/**
 * An account's own message (docs/decisions.md#password-reset), in the `AccountMail` messages of
 * its language: the reset link, or — when someone signs up with an address that already has an
 * account — a word to the owner with the way to sign in or reset. Rendered like the order e-mails.
 */
export function accountEmailContent(kind: AccountEmailKind, who: { givenName: string }, locale: Locale, links: { reset: string; signIn: string }): EmailContent {
  const t = apiMessages(locale, 'AccountMail');
  const minutes = 60;
  return {
    locale,
    subject: t(`${kind}.subject`),
    heading: t(`${kind}.heading`),
    greeting: t('greeting', { name: who.givenName }),
    paragraphs: [t(`${kind}.intro`, { minutes }), t(`${kind}.ignore`)],
    sections: [],
    actions: kind === 'password_reset' ? [{ label: t('password_reset.action'), href: links.reset }] : [{ label: t('signup_attempt.signIn'), href: links.signIn }, { label: t('signup_attempt.reset'), href: links.reset }],
    footer: t('footer'),
  };
}
