import { AsYouType, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone number as people type it → E.164 ("+33698765432"), or null when it is not a number
 * anyone could dial (docs/customer-site.md#phone-numbers). National forms ("06 98 76 54 32")
 * take `defaultCountry` (the store's, or the country picked beside the field); international
 * ones ("+33 …", "0033 …") carry their own, and the "(0)" that British and French business
 * cards print after the country code is dropped rather than kept as a digit
 * ("+33 (0)6 98 76 54 32" → "+33698765432", not the undiallable "+330698765432").
 * libphonenumber-js holds each country's numbering plan; a hand-written regex cannot.
 * Pure and browser-safe: the checkout, the saved-address form and the API's `PhoneSchema` share it.
 */
export function normalizePhone(input: string, defaultCountry?: string): string | null {
  const raw = input.trim();
  if (!raw || raw.length > 40) return null;
  const country = defaultCountry?.toUpperCase() as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(raw.replace(/^00(?=[1-9])/, '+'), country);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country an E.164 number belongs to ("+447911123456" → "GB"), for the prefix picker. */
export function phoneCountry(e164: string): string | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}

/** An E.164 number as people read it ("+33 6 98 76 54 32"), for the review and the account's pages. */
export function displayPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * What a staff search for a phone number looks for (docs/counter.md#phone-search), read once per
 * query, never per row: the E.164 digits that a matching number starts with.
 * - International forms ("+34 612 345 678", "0034 612…") name their own country: one prefix.
 * - National forms ("06 12 34 56 78", "0612", "612 345 678") mean a number of one of
 *   `countries` (the searching store's country, or every country the stores use): one prefix
 *   per country, each read with that country's numbering plan (its trunk prefix, Italy's kept
 *   leading zero…). A number complete and valid in some of the countries is read in those only
 *   ("0612345678" is a French mobile, not a German "06123 45678" landline).
 * - Digits without a trunk prefix that no country's plan reads as a whole number ("345678", the
 *   end of a number read over the phone) stay a `fragment`, looked for anywhere in the digits.
 * Null prefixes and fragment when `q` is not a phone query at all (letters, or fewer than
 * `minDigits` significant digits).
 */
export function phoneSearchPrefixes(q: string, countries: readonly string[], minDigits = 3): { prefixes: string[]; fragment: string | null } {
  const none = { prefixes: [], fragment: null };
  const text = q.trim();
  if (!/\d/.test(text) || !/^[\d\s+().\/-]+$/.test(text)) return none;
  const digits = text.replace(/\D/g, '');
  // "00" then a country code is how Europe dials abroad; a lone "+" anywhere but first is noise.
  const international = /^\+/.test(text) || /^00[1-9]/.test(digits);
  if (international) {
    const number = digits.replace(/^00/, '');
    return number.length >= minDigits ? { prefixes: [number], fragment: null } : none;
  }
  const trunk = digits.startsWith('0');
  if (digits.replace(/^0+/, '').length < minDigits) return none;
  const codes = countries.map((c) => c.toUpperCase() as CountryCode).filter((c) => isSupportedCountry(c));
  const valid = codes.filter((c) => parsePhoneNumberFromString(digits, c)?.isValid());
  // A bare fragment is a national form only when it is a whole number of the country.
  const read = valid.length ? valid : trunk ? codes : [];
  const prefixes = [...new Set(read.map((c) => nationalAsE164Digits(digits, c)))].filter((p): p is string => !!p);
  if (prefixes.length) return { prefixes, fragment: null };
  // A leading zero that none of the countries' plans can dial ("0112" in the US is its exit code
  // 011 then one digit) is no phone number to look for; the running number and the words still are.
  if (trunk && codes.length) return none;
  // Not a national form of any country (or no country to read it with): the digits as typed,
  // without a trunk zero, anywhere in the number.
  return { prefixes: [], fragment: digits.replace(/^0+/, '') };
}

/** National digits, complete or not, as the E.164 digits they dial in `country` ("0612", FR → "33612"). */
function nationalAsE164Digits(digits: string, country: CountryCode): string | null {
  const typing = new AsYouType(country);
  typing.input(digits);
  const e164 = typing.getNumberValue()?.replace(/^\+/, '');
  // No calling code starts with 0: such a "number" is the plan failing to read the digits.
  return e164 && !e164.startsWith('0') ? e164 : null;
}
