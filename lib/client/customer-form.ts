import * as z from 'zod';
import { CartCustomerBodySchema, type CartCustomerBody } from '@/lib/schemas/cart';
import { isValidPostcode, toE164 } from './area';

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
};
const CustomerFormShape = z.object(customerFormFields);

/** What a field's error says, in the page's words. */
export type CustomerErrorWords = { required: string; email: string; phone: string; zip: string; invalid: string; tooLong?: string };

/** The body of `POST …/customer` from the form's values (phone joined to E.164). */
export function cartCustomerBody(values: CustomerFormValues): CartCustomerBody {
  return CartCustomerBodySchema.parse(customerBodyInput(values));
}

function customerBodyInput({ noAddress, address, ...v }: CustomerFormValues) {
  return { ...v, ...(noAddress ? {} : { address }), title: v.title ?? '', phone: v.phoneNational.trim() ? toE164(v.phonePrefix, v.phoneNational) : '' };
}

const valueAt = (values: unknown, path: string[]) => path.reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], values);

/**
 * The refinement that checks the form with `CartCustomerBodySchema` (what the server will run)
 * and the postcode's shape for the chosen country, each issue on the field the person typed in.
 */
export function checkCustomer(words: CustomerErrorWords) {
  return (values: CustomerFormValues, ctx: z.RefinementCtx) => {
    const parsed = CartCustomerBodySchema.safeParse(customerBodyInput(values));
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const wirePath = issue.path.map(String);
      const path = wirePath.join('.') === 'phone' ? ['phoneNational'] : wirePath;
      const raw = valueAt(values, path);
      const message =
        typeof raw !== 'string' || raw.trim() === ''
          ? words.required
          : path[0] === 'email'
            ? words.email
            : path[0] === 'phoneNational'
              ? words.phone
              : issue.code === 'too_big' && words.tooLong
                ? words.tooLong
                : words.invalid;
      ctx.addIssue({ code: 'custom', path, message });
    }
    if (!values.noAddress && values.address.zipCode.trim() && !isValidPostcode(values.address.country, values.address.zipCode)) {
      ctx.addIssue({ code: 'custom', path: ['address', 'zipCode'], message: words.zip });
    }
  };
}

/** The customer form's schema, for `zodResolver`. */
export function customerFormSchema(words: CustomerErrorWords) {
  return CustomerFormShape.superRefine(checkCustomer(words));
}
