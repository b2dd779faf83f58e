/**
 * What the copy may say about a store's country (docs/customer-site.md#country-copy): VAT (TVA,
 * MwSt., IVA) where prices include it, nothing about tax in the US, whose stores price without a
 * sales tax; the Bonus Réparation only in France, the one country that funds it. The values are
 * the `select` arguments of the messages that depend on them.
 */
export type CountryCopy = { tax: 'vat' | 'none'; bonus: 'yes' | 'no' };

const VAT_COUNTRIES = new Set(['FR', 'GB', 'DE', 'ES']);

export function countryCopy(country: string): CountryCopy {
  const c = country.toUpperCase();
  return { tax: VAT_COUNTRIES.has(c) ? 'vat' : 'none', bonus: c === 'FR' ? 'yes' : 'no' };
}
