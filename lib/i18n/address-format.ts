import type { Address } from '@/lib/schemas/common';

/** Countries whose postal addresses end "City, ST ZIP" (docs/decisions.md#time-zones). */
const CITY_STATE_ZIP = new Set(['US', 'CA', 'AU']);

/**
 * The lines of a postal address as the country writes them: "City, ST ZIP" in the US,
 * town then postcode on its own line in the UK, "ZIP City" in continental Europe.
 * Pure and browser-safe: the order pages, e-mails and printed labels share it.
 */
export function addressLines(a: Pick<Address, 'address' | 'secondAddress' | 'city' | 'state' | 'zipCode' | 'country'>, countryName?: string): string[] {
  const street = [a.address, a.secondAddress].map((l) => l?.trim() ?? '').filter(Boolean);
  const country = a.country.toUpperCase();
  let locality: string[];
  if (CITY_STATE_ZIP.has(country)) locality = [`${a.city}, ${[a.state?.trim(), a.zipCode].filter(Boolean).join(' ')}`];
  else if (country === 'GB') locality = [a.city, a.zipCode.toUpperCase()];
  else locality = [`${a.zipCode} ${a.city}`];
  return [...street, ...locality.filter((l) => l.trim()), ...(countryName ? [countryName] : [])];
}

/** The country's name in a language ("États-Unis" for US in fr), or the code where Intl has none. */
export function countryName(country: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
