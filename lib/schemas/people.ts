import * as z from 'zod';
import { BACK_OFFICE_ROLE_NAMES } from './back-office-roles';
import { PasswordSchema } from './auth';
import { LocaleSchema } from './common';

/** docs/back-office.md#people */
const RoleSchema = z.enum(BACK_OFFICE_ROLE_NAMES).meta({ description: '`staff`: one store (`storeId` required); `admin`: the whole brand; `atelier`: one atelier (`atelierId` required).' });
const atelierId = z.string().min(1).max(100).nullish().meta({ description: 'The atelier of an `atelier` account; ignored for other roles.' });

export const InviteBodySchema = z
  .object({
    email: z.email().max(254).meta({ example: 'lea.martin@example.com' }),
    givenName: z.string().trim().min(1).max(100),
    familyName: z.string().trim().min(1).max(100),
    role: RoleSchema,
    storeId: z.string().min(1).max(100).nullish().meta({ description: 'The store of a `staff` account; ignored for other roles.' }),
    atelierId,
    locale: LocaleSchema.meta({ description: 'The language of the e-mail and of the page the link opens.' }),
  })
  .meta({ id: 'InviteBody' });

export const PersonChangeSchema = z
  .object({
    role: RoleSchema.optional(),
    storeId: z.string().min(1).max(100).nullish(),
    atelierId,
    active: z.boolean().optional().meta({ description: 'false deactivates: sessions end and API keys are revoked at once.' }),
  })
  .meta({ id: 'PersonChange' });

export const StaffMemberSchema = z
  .object({
    id: z.string(), email: z.string(), givenName: z.string(), familyName: z.string(), role: z.string(), storeId: z.string().nullable(), atelierId: z.string().nullable(),
    active: z.boolean(), createdAt: z.iso.datetime(), version: z.number().int().meta({ description: 'The ETag of PATCH’s If-Match.' }),
  })
  .meta({ id: 'StaffMember' });

export const OpenInvitationSchema = z
  .object({
    id: z.string(), email: z.string(), givenName: z.string(), familyName: z.string(), role: z.string(), storeId: z.string().nullable(), atelierId: z.string().nullable(),
    createdAt: z.iso.datetime(), expiresAt: z.iso.datetime(), sent: z.boolean().meta({ description: 'The e-mail with the link has been rendered by the outbox.' }),
  })
  .meta({ id: 'OpenInvitation' });

export const PeopleListSchema = z.object({ people: z.array(StaffMemberSchema), invitations: z.array(OpenInvitationSchema) }).meta({ id: 'PeopleList' });

export const AcceptInvitationBodySchema = z
  .object({ token: z.string().max(100).meta({ description: 'From the e-mailed link’s fragment.' }), password: PasswordSchema })
  .meta({ id: 'AcceptInvitationBody' });

export const AcceptedInvitationSchema = z.object({ email: z.string(), role: z.string(), storeId: z.string().nullable() }).meta({ id: 'AcceptedInvitation' });

export type InviteBodyInput = z.output<typeof InviteBodySchema>;
export type StaffMemberWire = z.output<typeof StaffMemberSchema>;
