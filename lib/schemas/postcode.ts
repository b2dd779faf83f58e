/**
 * Postcodes per country (docs/customer-site.md#postcodes): each rule says whether what was
 * typed is a postcode there and writes it the way the post office prints it, so "wc2e9dd" is
 * kept as "WC2E 9DD" and a ZIP+4 as "10012-3456". Pure and browser-safe: the booking's area
 * step, the checkout, the saved-address form and the API's `AddressInputSchema` share it.
 */
type Rule = (compact: string) => string | null;

const fiveDigits: Rule = (c) => (/^\d{5}$/.test(c) ? c : null);

const RULES: Record<string, Rule> = {
  FR: fiveDigits,
  DE: fiveDigits,
  // Spain's first two digits are the province, 01–52.
  ES: (c) => (/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(c) ? c : null),
  // ZIP or ZIP+4; the +4 is written after a hyphen.
  US: (c) => {
    const digits = c.replace(/-/g, '');
    if (/^\d{5}$/.test(digits)) return digits;
    return /^\d{9}$/.test(digits) && /^\d{5}-?\d{4}$/.test(c) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null;
  },
  // Outward code (area + district, 2–4 characters) then inward code (a digit and two letters), one space between.
  GB: (c) => {
    const m = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(c);
    return m ? `${m[1]} ${m[2]}` : null;
  },
};

/** `zip` written the country's way, or null when it is not a postcode of `country`. */
export function normalizePostcode(country: string, zip: string): string | null {
  const rule = RULES[country.toUpperCase()];
  const typed = zip.trim().toUpperCase();
  if (!rule) return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(typed) ? typed.replace(/\s+/g, ' ') : null;
  return rule(typed.replace(/\s+/g, ''));
}

/** Is `zip` a well-formed postcode of `country`? */
export function isValidPostcode(country: string, zip: string): boolean {
  return normalizePostcode(country, zip) !== null;
}

