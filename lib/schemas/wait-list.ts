import * as z from 'zod';
import { EmailSchema } from './auth';
import { LocaleSchema } from './common';
import { isValidPostcode, normalizePostcode } from './postcode';

/** Joining the wait-list of an area no atelier serves (docs/customer-site.md#wait-list). */
export const WaitListBodySchema = z
  .object({
    email: EmailSchema,
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/),
    zipCode: z.string().trim().min(1).max(20),
    categoryId: z.string().trim().max(64).default(''),
    locale: LocaleSchema,
  })
  .superRefine((b, ctx) => {
    if (!isValidPostcode(b.country, b.zipCode)) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'Not a postcode of this country' });
  })
  .transform((b) => ({ ...b, zipCode: normalizePostcode(b.country, b.zipCode) ?? b.zipCode }));
export type WaitListBody = z.output<typeof WaitListBodySchema>;
