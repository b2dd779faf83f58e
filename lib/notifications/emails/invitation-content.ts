import { apiMessages } from '@/lib/http/messages';
import type { Locale } from '@/lib/schemas/common';
import type { EmailContent } from './content';

/** The invitation e-mail (docs/back-office.md#people), in the `InvitationMail` messages of the invitee's language. */
export function invitationEmailContent(invitation: { givenName: string; role: string }, inviter: string, locale: Locale, link: string): EmailContent {
  const t = apiMessages(locale, 'InvitationMail');
  const role = t(`roles.${invitation.role === 'admin' || invitation.role === 'atelier' ? invitation.role : 'staff'}`);
  return {
    locale,
    subject: t('subject'),
    heading: t('heading'),
    greeting: t('greeting', { name: invitation.givenName }),
    paragraphs: [inviter ? t('introBy', { inviter, role }) : t('intro', { role }), t('expiry', { days: 7 }), t('ignore')],
    sections: [],
    actions: [{ label: t('action'), href: link }],
    footer: t('footer'),
  };
}
