import { normalizePhone } from '@/lib/schemas/phone';

/** Countries the booking flow offers, with their currency and postcode shape. */
export const COUNTRIES = ['FR', 'GB', 'US', 'DE', 'ES'] as const;
export type Country = (typeof COUNTRIES)[number];

export const DEFAULT_CURRENCY: Record<string, 'EUR' | 'GBP' | 'USD'> = { FR: 'EUR', DE: 'EUR', ES: 'EUR', GB: 'GBP', US: 'USD' };

/** Postcode shapes per country: lib/schemas/postcode.ts (one rule for every form and the API). */
export { isValidPostcode, normalizePostcode } from '@/lib/schemas/postcode';

export const PHONE_PREFIXES = [
  { country: 'FR', prefix: '+33' },
  { country: 'GB', prefix: '+44' },
  { country: 'US', prefix: '+1' },
  { country: 'DE', prefix: '+49' },
  { country: 'ES', prefix: '+34' },
] as const;

/**
 * The country picker's prefix and what was typed beside it → E.164, with the picked country as
 * the default for a national number ("+33" + "06 12 34 56 78" → "+33612345678"; a number typed
 * with its own "+44…" or "0044…" keeps it). Not a diallable number: the digits joined as typed,
 * which `PhoneSchema` then refuses (lib/schemas/phone.ts).
 */
export function toE164(prefix: string, national: string): string {
  const country = PHONE_PREFIXES.find((p) => p.prefix === prefix)?.country;
  return normalizePhone(national, country) ?? `${prefix}${national.replace(/[\s.\-()]/g, '').replace(/^0/, '')}`;
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
