import * as z from 'zod';
import { AccountSchema, EmailSchema, PasswordSchema, PhoneSchema, TitleSchema } from './auth';
import { AddressInputSchema, AddressSchema, LocaleSchema } from './common';
import { OrderSchema } from './orders';

// The self-service account (docs/decisions.md#accounts): reset, profile, saved addresses, data rights.

export const PasswordResetRequestSchema = z
  .object({ email: EmailSchema, language: LocaleSchema.optional().meta({ description: 'The e-mail’s language (default: Accept-Language).' }) })
  .meta({ id: 'PasswordResetRequest' });

export const PasswordResetConfirmSchema = z
  .object({ token: z.string().min(1).max(128), password: PasswordSchema })
  .meta({ id: 'PasswordResetConfirm' });

export const ProfileUpdateSchema = z
  .object({
    title: TitleSchema.optional(),
    givenName: z.string().trim().min(1).max(100).optional(),
    familyName: z.string().trim().min(1).max(100).optional(),
    phone: z.union([z.literal(''), PhoneSchema]).optional(),
  })
  // `{}` or only unknown keys (stripped) would be an UPDATE with nothing to set: 422, not 500.
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one of title, givenName, familyName, phone' })
  .meta({ id: 'ProfileUpdate' });

export const PasswordConfirmationSchema = z.object({ password: PasswordSchema }).meta({ id: 'PasswordConfirmation' });

export const SavedAddressBodySchema = z
  .object({
    label: z.string().trim().max(60).default(''),
    title: TitleSchema.default(''),
    givenName: z.string().trim().min(1).max(100),
    familyName: z.string().trim().min(1).max(100),
    phone: PhoneSchema,
    // The checkout's own rule (docs/customer-site.md#postcodes): a saved address is one the checkout will take.
    address: AddressInputSchema,
    isDefault: z.boolean().default(false),
  })
  .meta({ id: 'SavedAddressRequest' });

export const SavedAddressPatchSchema = z
  .object({
    label: z.string().trim().max(60).optional(),
    title: TitleSchema.optional(),
    givenName: z.string().trim().min(1).max(100).optional(),
    familyName: z.string().trim().min(1).max(100).optional(),
    phone: PhoneSchema.optional(),
    address: AddressInputSchema.optional(),
    isDefault: z.literal(true).optional().meta({ description: 'Make this the default (the others stop being it).' }),
  })
  .meta({ id: 'SavedAddressPatch' });

export const SavedAddressSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    title: z.string(),
    givenName: z.string(),
    familyName: z.string(),
    phone: z.string(),
    address: AddressSchema,
    isDefault: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedAddress' });
export const SavedAddressListSchema = z.array(SavedAddressSchema).meta({ id: 'SavedAddressList' });

export const ExportedMessageSchema = z.object({
  orderId: z.string().nullable(),
  kind: z.string(),
  locale: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});

export const AccountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    account: AccountSchema,
    addresses: SavedAddressListSchema,
    orders: z.array(OrderSchema).meta({ description: 'Every order of the account, with its history (`histories`).' }),
    messages: z.array(ExportedMessageSchema).meta({ description: 'The e-mails sent to the account and about its orders (text part).' }),
    photos: z.array(z.object({ key: z.string(), originalName: z.string(), createdAt: z.iso.datetime(), links: z.array(z.string()) })),
  })
  .meta({ id: 'AccountExport' });

export const AdminErasureBodySchema = z
  .object({ email: EmailSchema, reason: z.string().trim().min(3).max(500).meta({ description: 'The request this answers (ticket, letter…): kept in the audit log.' }) })
  .meta({ id: 'AdminErasureRequest' });

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime(),
    actorAccountId: z.string(),
    actorRole: z.string(),
    action: z.string(),
    subjectAccountId: z.string().nullable(),
    subjectType: z.string().meta({ description: '`account`, `invitation`, `store`, `atelier`, `delivery_option`, `catalogue`, `payee`.' }),
    subjectId: z.string(),
    summary: z.string(),
    detail: z.record(z.string(), z.unknown()).meta({ description: '`before` and `after`: the fields that changed.' }),
  })
  .meta({ id: 'AuditEntry' });
export const AuditLogSchema = z.array(AuditEntrySchema).meta({ id: 'AuditLog' });

export const ErasureResultSchema = z.object({ accountId: z.string(), erasedAt: z.iso.datetime(), orders: z.number().int(), photos: z.number().int() }).meta({ id: 'ErasureResult' });

export const TrackingLinkSchema = z
  .object({ token: z.string(), path: z.string().meta({ description: '`/{locale}/track/{token}`, to open without a session.' }) })
  .meta({ id: 'TrackingLink' });

export type SavedAddressBody = z.output<typeof SavedAddressBodySchema>;
export type SavedAddressPatch = z.output<typeof SavedAddressPatchSchema>;
export type SavedAddress = z.output<typeof SavedAddressSchema>;
export type AccountExport = z.output<typeof AccountExportSchema>;
export type AuditEntry = z.output<typeof AuditEntrySchema>;
