import * as z from 'zod';
import { ROLES } from './constants';
import { PASSWORD_RULES } from '@/lib/auth/policy';
import { ApiKeyIdentitySchema } from './api-keys';
import { normalizePhone } from './phone';

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase())
  .meta({ format: 'email', description: 'An e-mail address (stored in lower case).', examples: ['lea.martin@example.com'] });

/**
 * A phone number in international form ("+33 (0)6 98 76 54 32", "0033 6…", "+44 20 7946 0958"),
 * stored as E.164 once libphonenumber-js finds it diallable (lib/schemas/phone.ts,
 * docs/customer-site.md#phone-numbers). The pages join the country picked beside the field
 * to a national number with the same function, so the API and every form keep one rule.
 */
export const PhoneSchema = z
  .string()
  .trim()
  .max(40)
  .transform((p, ctx) => {
    const e164 = normalizePhone(p);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'Use the international format, e.g. +33612345678' });
    return z.NEVER;
  })
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/))
  .meta({ pattern: '^\\s*(\\+|00)[1-9][\\d\\s.()-]{6,34}\\s*$', description: 'International form (`+` or `00`, the country code, the number); spaces, dots, dashes, brackets and the "(0)" after the country code are tolerated; stored as E.164.', examples: ['+33612345678'] });

/** Any short string (the UI offers mr, ms, mx; the interface's own `woman01` must pass). */
export const TitleSchema = z.string().trim().max(20);

export const PasswordSchema = z.string().min(1).max(PASSWORD_RULES.maxLength * 4);

export const SignupBodySchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    givenName: z.string().trim().min(1).max(100),
    familyName: z.string().trim().min(1).max(100),
    title: TitleSchema.optional(),
    phone: PhoneSchema.optional(),
    cartId: z
      .string()
      .max(100)
      .optional()
      .meta({ description: "The checkout's cart, when the sign-up comes from its \"create an account\" box: the order placed from that cart with this e-mail becomes the account's once the link is confirmed, whichever comes first." }),
  })
  .meta({ id: 'SignupRequest' });

/** The one answer to every sign-up (docs/decisions.md#signup-confirmation): it says nothing of the address. */
export const SignupAcceptedSchema = z
  .object({ status: z.literal('confirmation_sent').meta({ description: 'An e-mail is on its way to the address: a confirmation link, or — if it has an account — a word to its owner.' }) })
  .meta({ id: 'SignupAccepted' });

export const SignupConfirmBodySchema = z
  .object({ token: z.string().max(200).meta({ description: 'The token of the e-mailed link (`/{locale}/account/confirm#token=…`).' }) })
  .meta({ id: 'SignupConfirmRequest' });

export const LoginBodySchema = z
  .object({ email: z.string().trim().max(254).transform((e) => e.toLowerCase()), password: PasswordSchema })
  .meta({ id: 'LoginRequest' });

export const AccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    storeId: z.string().nullable(),
    providerId: z.string().nullable().optional().meta({ description: 'The atelier (provider) an atelier account works for; null for every other role (added).' }),
    title: z.string(),
    givenName: z.string(),
    familyName: z.string(),
    phone: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Account' });

export const SessionSchema = z
  .object({
    token: z.string().optional().meta({
      description: 'For API clients (send as `Authorization: Bearer`). Omitted when the request has an Origin header (browsers), which get the HttpOnly cookie only.',
    }),
    expiresAt: z.iso.datetime(),
    idleExpiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Session' });

export const AuthResponseSchema = z.object({ account: AccountSchema, session: SessionSchema }).meta({ id: 'AuthResponse' });
export const SessionsRevokedSchema = z
  .object({ ended: z.number().int().min(0).meta({ description: 'How many other sessions were signed out.' }) })
  .meta({ id: 'SessionsRevoked' });

/** What a person's session answers on GET and PATCH /api/sip/auth/me. */
export const AccountMeResponseSchema = z.object({ account: AccountSchema }).meta({ id: 'AccountMeResponse' });
/** An API key is its own caller, never the account that made it (docs/integrators.md#api-keys). */
export const ApiKeyMeResponseSchema = z.object({ apiKey: ApiKeyIdentitySchema }).meta({ id: 'ApiKeyMeResponse' });
/** GET /api/sip/auth/me: the signed-in account, or the API key that calls. */
export const MeResponseSchema = z.union([AccountMeResponseSchema, ApiKeyMeResponseSchema]).meta({ id: 'MeResponse' });

export type SignupBody = z.output<typeof SignupBodySchema>;
export type LoginBody = z.output<typeof LoginBodySchema>;
export type Account = z.output<typeof AccountSchema>;
export type MeResponse = z.output<typeof MeResponseSchema>;
