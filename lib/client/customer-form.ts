import * as z from 'zod';
import { CartCustomerBodySchema, type CartCustomerBody } from '@/lib/schemas/cart';
import { toE164 } from './area';

/** The customer form as the page holds it: the phone in two parts, every field a string. */
export type CustomerFormValues = z.output<typeof CustomerFormShape>;

const text = z.string();
/** The form's fields; the checks are the API's own schema (see `checkCustomer`), only the words are the page's. */
export const customerFormFields = {
  // A radio group nobody picked reads as null once it has been tabbed through: taken as ''.
  title: z.custom<string>(),
  givenName: text,
  familyName: text,
  email: text,
  phonePrefix: text,
  phoneNational: text,
  address: z.object({ address: text, secondAddress: text, zipCode: text, city: text, state: text, country: text, deliveryNotes: text }),
  /** In-store drop-off and collection at the counter (docs/counter.md#no-address): the address is neither asked nor sent. */
  noAddress: z.boolean().optional(),
  /** A counter booking (docs/counter.md#phone-only): a walk-in may give only a phone; a blank e-mail is not sent. */
  emailOptional: z.boolean().optional(),
};
const CustomerFormShape = z.object(customerFormFields);

/** What a field's error says, in the page's words. */
export type CustomerErrorWords = { required: string; email: string; phone: string; zip: string; invalid: string; tooLong?: string; tooLongMax?: (max: number) => string };

/** The body of `POST …/customer` from the form's values (phone joined to E.164). */
export function cartCustomerBody(values: CustomerFormValues): CartCustomerBody {
  return CartCustomerBodySchema.parse(customerBodyInput(values));
}

function customerBodyInput({ noAddress, emailOptional, address, email, ...v }: CustomerFormValues) {
  return {
    ...v,
    ...(noAddress ? {} : { address }),
    ...(emailOptional && !email.trim() ? {} : { email }),
    title: v.title ?? '',
    phone: v.phoneNational.trim() ? toE164(v.phonePrefix, v.phoneNational) : '',
  };
}

const valueAt = (values: unknown, path: string[]) => path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], values);

/**
 * The page's words for one issue of the API's schema, never the validator's own text
 * ("Too small: expected string…", docs/customer-site.md#refusals): empty → required, then by field.
 */
export function issueWord(path: string[], raw: unknown, issue: Pick<z.core.$ZodIssue, 'code'> & { maximum?: unknown }, words: CustomerErrorWords): string {
  if (typeof raw !== 'string' || raw.trim() === '') return words.required;
  if (path[0] === 'email') return words.email;
  if (path[0] === 'phoneNational' || path[0] === 'phone') return words.phone;
  if (path.at(-1) === 'zipCode') return words.zip;
  if (issue.code === 'too_big') {
    // The limit is said with the refusal, so a pasted 10,000-character note is not refused silently.
    const max = 'maximum' in issue ? Number(issue.maximum) : NaN;
    if (words.tooLongMax && Number.isFinite(max)) return words.tooLongMax(max);
    if (words.tooLong) return words.tooLong;
  }
  return words.invalid;
}

/**
 * The refinement that checks the form with `CartCustomerBodySchema` (what the server will run,
 * postcode per country included), each issue on the field the person typed in, in the page's words.
 */
export function checkCustomer(words: CustomerErrorWords) {
  return (values: CustomerFormValues, ctx: z.RefinementCtx) => {
    const parsed = CartCustomerBodySchema.safeParse(customerBodyInput(values));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const wirePath = issue.path.map(String);
      const path = wirePath.join('.') === 'phone' ? ['phoneNational'] : wirePath;
      ctx.addIssue({ code: 'custom', path, message: issueWord(path, valueAt(values, path), issue, words) });
    }
  };
}

/** The customer form's schema, for `zodResolver`. */
export function customerFormSchema(words: CustomerErrorWords) {
  return CustomerFormShape.superRefine(checkCustomer(words));
}
