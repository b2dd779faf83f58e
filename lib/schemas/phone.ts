import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

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
