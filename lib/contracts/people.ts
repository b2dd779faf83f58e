import * as z from 'zod';
import { AcceptInvitationBodySchema, AcceptedInvitationSchema, InviteBodySchema, OpenInvitationSchema, PeopleListSchema, PersonChangeSchema, StaffMemberSchema } from '@/lib/schemas/people';
import { BACK_OFFICE, contract } from './contract';

const people = 'The back office’s people (docs/back-office.md#people): admins invite colleagues, change their role or store, deactivate them. Every change is in the audit log. Staff get 404.';
const id = z.object({ id: z.string().max(100).meta({ description: 'The account id.' }) });

export const listPeople = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'get', path: '/api/sip/admin/people', operationId: 'listPeople',
  summary: 'Staff and admins, and the invitations still open (admin)', description: people,
  responses: { 200: { description: 'Admins first, then by name.', schema: PeopleListSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const invitePerson = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'post', path: '/api/sip/admin/invitations', operationId: 'invitePerson',
  summary: 'Invite a colleague by e-mail (admin)',
  description: `${people} The e-mail (outbox, in \`locale\`) carries a link valid 7 days, used once; only the SHA-256 of its token is stored. A new invitation to the same address withdraws the earlier one.`,
  body: { schema: InviteBodySchema },
  responses: { 201: { description: 'Invited; the e-mail is on its way.', schema: OpenInvitationSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed'],
});

export const withdrawInvitation = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'delete', path: '/api/sip/admin/invitations/{id}', operationId: 'withdrawInvitation',
  summary: 'Withdraw an open invitation: its link stops working (admin)', description: 'An invitation not yet accepted stops working: its link answers as expired. The withdrawal is in the audit log. An accepted or unknown invitation is 404.',
  pathParams: z.object({ id: z.string().max(100).meta({ description: 'The invitation id.' }) }),
  responses: { 204: { description: 'Withdrawn.' } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const changePerson = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'patch', path: '/api/sip/admin/people/{id}', operationId: 'changePerson',
  summary: 'Change a colleague’s role, store or active state (admin)',
  description: `${people} Deactivating ends the account’s sessions and revokes its API keys at once. The last active admin cannot be demoted or deactivated.`,
  pathParams: id,
  headers: [{ name: 'If-Match', description: 'The account’s `version` as last read: if it changed since → 412 `stale_record`, nothing written.' }],
  body: { schema: PersonChangeSchema },
  responses: { 200: { description: 'Changed.', schema: StaffMemberSchema } },
  errors: ['unauthorized', 'forbidden', 'not_found', 'invalid_json', 'validation_failed', 'stale_record'],
});

export const sendPersonPasswordReset = contract({
  tags: ['Back office'], auth: BACK_OFFICE, method: 'post', path: '/api/sip/admin/people/{id}/password-reset', operationId: 'sendPersonPasswordReset',
  summary: 'E-mail a colleague a password-reset link (admin)', description: 'E-mails the person a password-reset link valid one hour, as if they had asked for it themselves; their current password keeps working until they choose a new one. Logged in the audit log.', pathParams: id,
  responses: { 202: { description: 'The reset e-mail is on its way (link valid 1 hour).' } },
  errors: ['unauthorized', 'forbidden', 'not_found'],
});

export const acceptInvitation = contract({
  tags: ['Auth'], auth: 'public', method: 'post', path: '/api/sip/auth/invitations/accept', operationId: 'acceptInvitation',
  summary: 'Accept an invitation: set the password of the new account',
  description: 'The token from the invitation e-mail’s link and a password (the sign-up rules). Creates the account with the role and store the admin chose; the link is used up. Then sign in.',
  body: { schema: AcceptInvitationBodySchema },
  responses: { 201: { description: 'The account exists; sign in with it.', schema: AcceptedInvitationSchema } },
  errors: ['invalid_json', 'validation_failed', 'invitation_link_invalid'],
});
