/** Countries the booking flow offers, with their currency and postcode shape. */
export const COUNTRIES = ['FR', 'GB', 'US', 'DE', 'ES'] as const;
export type Country = (typeof COUNTRIES)[number];

export const DEFAULT_CURRENCY: Record<string, 'EUR' | 'GBP' | 'USD'> = { FR: 'EUR', DE: 'EUR', ES: 'EUR', GB: 'GBP', US: 'USD' };

const POSTCODE: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

/** Is `zip` a well-formed postcode of `country`? (Countries we do not know: any 2–10 characters.) */
export function isValidPostcode(country: string, zip: string): boolean {
  const rule = POSTCODE[country.toUpperCase()];
  const value = zip.trim();
  return rule ? rule.test(value) : /^[A-Za-z0-9 -]{2,10}$/.test(value);
}

export const PHONE_PREFIXES = [
  { country: 'FR', prefix: '+33' },
  { country: 'GB', prefix: '+44' },
  { country: 'US', prefix: '+1' },
  { country: 'DE', prefix: '+49' },
  { country: 'ES', prefix: '+34' },
] as const;

/** "+33" + "06 12 34 56 78" → "+33612345678" (the national trunk 0 dropped). Already international numbers pass as they are. */
export function toE164(prefix: string, national: string): string {
  const raw = national.replace(/[\s.\-()]/g, '');
  if (raw.startsWith('+')) return raw;
  if (raw.startsWith('00')) return `+${raw.slice(2)}`;
  return `${prefix}${raw.replace(/^0/, '')}`;
}

/** Splits an E.164 number back into a known prefix and the rest, for prefilling. */
export function fromE164(phone: string): { prefix: string; national: string } {
  const hit = [...PHONE_PREFIXES].sort((a, b) => b.prefix.length - a.prefix.length).find((p) => phone.startsWith(p.prefix));
  return hit ? { prefix: hit.prefix, national: phone.slice(hit.prefix.length) } : { prefix: '+33', national: phone };
}

/** The calling code of `country` (France's for a country we do not list). */
export function phonePrefixFor(country: string): string {
  return PHONE_PREFIXES.find((p) => p.country === country)?.prefix ?? '+33';
}
