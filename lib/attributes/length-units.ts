/**
 * Lengths in the unit the customer measures with (docs/customer-site.md#lengths): the catalogue
 * writes centimetres; where the store's country measures in inches (the US, the UK), the inches are
 * written beside them, in the page's number format. Pure.
 */
const INCH_COUNTRIES = new Set(['US', 'GB']);
const CM_PER_INCH = 2.54;
/** A number written before "cm" ("10 cm", "1,5 cm", "20cm"). */
const CENTIMETRES = /(\d+(?:[.,]\d+)?)\s?cm\b/g;

export function usesInches(country: string | null | undefined): boolean {
  return !!country && INCH_COUNTRIES.has(country.toUpperCase());
}

/** "4 in", "1.5 in" (one decimal at most) in the locale's format. */
export function inches(cm: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'inch', unitDisplay: 'short', maximumFractionDigits: 1 }).format(cm / CM_PER_INCH);
}

/** "Up to 10 cm" → "Up to 10 cm (3.9 in)" where the country measures in inches; the text as it is elsewhere. */
export function withInches(text: string, country: string | null | undefined, locale: string): string {
  if (!usesInches(country)) return text;
  return text.replace(CENTIMETRES, (written, n: string) => `${written} (${inches(Number(n.replace(',', '.')), locale)})`);
}

/** The inches of a length typed in a centimetre field ("12" → "4.7 in"), or null when it is not a length there. */
export function typedInches(label: string, value: string, country: string | null | undefined, locale: string): string | null {
  if (!usesInches(country) || !/\bcm\b/.test(label)) return null;
  const cm = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(cm) && cm > 0 ? inches(cm, locale) : null;
}
