import * as z from 'zod';
import { BOOKING_TYPES, CURRENCIES, LOCALES, US_STATES } from './constants';
import { isValidPostcode, normalizePostcode } from './postcode';
import { CountryInputSchema } from './country';

export * from './constants';

export const LocaleSchema = z.enum(LOCALES);

export const CurrencySchema = z.enum(CURRENCIES);

export const BookingTypeSchema = z.enum(BOOKING_TYPES);

/** A catalogue label in every language the app speaks; none may be empty. */
export const TranslatedStringSchema = z
  .object({
    fr: z.string().min(1),
    en: z.string().min(1),
    de: z.string().min(1),
    es: z.string().min(1),
  })
  .meta({ id: 'TranslatedString' });
export type TranslatedString = z.infer<typeof TranslatedStringSchema>;

/** Amounts in integer minor units (cents) per currency, as stored. */
export const MinorCurrencyMapSchema = z.partialRecord(CurrencySchema, z.number().int().nonnegative());
export type MinorCurrencyMap = z.infer<typeof MinorCurrencyMapSchema>;

/** Currency map on the wire as decimal strings ("12.50"): list-orders and get-services shapes. */
export const StringCurrencyMapSchema = z
  .partialRecord(CurrencySchema, z.string().regex(/^\d+\.\d{2}$/))
  .meta({ id: 'CurrencyMapString' });
/** Currency map on the wire as numbers in major units: order create request and response. */
export const NumberCurrencyMapSchema = z
  .partialRecord(CurrencySchema, z.number().nonnegative())
  .meta({ id: 'CurrencyMapNumber' });

/** The longest delivery note (a door code and where to leave the parcel); the form states it and counts. */
export const DELIVERY_NOTES_MAX = 500;

export const AddressSchema = z
  .object({
    address: z.string().trim().min(1).max(200),
    secondAddress: z.string().trim().max(200).default(''),
    city: z.string().trim().min(1).max(100),
    state: z.string().trim().max(100).default(''),
    zipCode: z.string().trim().min(1).max(20),
    country: CountryInputSchema,
    deliveryNotes: z.string().trim().max(DELIVERY_NOTES_MAX).default(''),
  })
  .meta({ id: 'Address' });
export type Address = z.output<typeof AddressSchema>;

/**
 * An address as a customer gives it: a US address needs its State, as a two-letter USPS code
 * (docs/decisions.md#time-zones), and the postcode must be one of its country, kept as the
 * post office writes it ("wc2e9dd" → "WC2E 9DD", docs/customer-site.md#postcodes).
 * Only on input: answers keep the plain shape (and `.partial()`).
 */
export const AddressInputSchema = AddressSchema.superRefine((a, ctx) => {
  if (a.country === 'US' && !(US_STATES as readonly string[]).includes(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: 'A US State, as its two-letter code (NY, CA…)' });
  if (a.zipCode && !isValidPostcode(a.country, a.zipCode)) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'Not a postcode of this country' });
}).transform((a) => ({ ...a, zipCode: normalizePostcode(a.country, a.zipCode) ?? a.zipCode }));

/**
 * A list of ids given as `?ids=a,b` or `?ids=a&ids=b` (or both).
 * Bounded so a query string cannot ask for unbounded work.
 */
export const idListParam = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .filter((v): v is string => typeof v === 'string')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  z.array(z.string().max(64)).max(100),
).meta({ description: 'Comma-separated (`a,b`) or repeated (`?x=a&x=b`); at most 100.' });
