import * as z from 'zod';

/**
 * Countries a brand's systems may send by name (docs/integrators.md#countries): the interface's own
 * example sends `"country": "France"`. Any ISO 3166-1 alpha-2 code is accepted as is; these get
 * their names too — in English, the app's languages and their own — from Intl.DisplayNames.
 */
const NAMED = ['FR', 'GB', 'US', 'DE', 'ES', 'IT', 'BE', 'NL', 'LU', 'CH', 'AT', 'PT', 'IE', 'DK', 'SE', 'NO', 'FI', 'PL', 'CZ', 'GR', 'MC', 'CA', 'AU', 'JP'] as const;
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'da', 'sv', 'nb', 'fi', 'pl', 'cs', 'el', 'ja'];
/** Everyday names Intl does not give. */
const ALIASES: Record<string, string> = {
  'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', 'royaume uni': 'GB', 'grossbritannien': 'GB',
  usa: 'US', 'u s a': 'US', 'u s': 'US', 'united states of america': 'US', america: 'US', 'etats unis d amerique': 'US', 'vereinigte staaten von amerika': 'US',
  holland: 'NL', 'the netherlands': 'NL', 'schweiz': 'CH', suisse: 'CH', svizzera: 'CH', 'osterreich': 'AT', 'belgie': 'BE',
};

/** Lower case, no accents, punctuation as spaces: "Royaume-Uni" → "royaume uni", "Österreich" → "osterreich". */
export const countryKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

let table: Map<string, string> | undefined;
function names(): Map<string, string> {
  if (table) return table;
  table = new Map(Object.entries(ALIASES));
  for (const language of NAME_LANGUAGES) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    for (const code of NAMED) {
      const name = display.of(code);
      if (name) table.set(countryKey(name), code);
    }
  }
  return table;
}

/** The ISO 3166-1 alpha-2 code of a code or a known name; null for anything else. */
export function toCountryCode(input: string): string | null {
  const trimmed = input.trim();
  // UK is ISO's "exceptionally reserved" code for GB: the one two-letter name read as another code.
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase() === 'UK' ? 'GB' : trimmed.toUpperCase();
  return names().get(countryKey(trimmed)) ?? null;
}

/**
 * A country on input: an ISO 3166-1 alpha-2 code, or an English or local name of a country the
 * app names ("France", "Deutschland", "United Kingdom"); always answered as the code. A string
 * check and an overwrite (not a transform), so the document still says `type: string`.
 */
export const CountryInputSchema = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .refine((value) => toCountryCode(value) !== null, { error: 'an ISO 3166-1 alpha-2 code or a country name (e.g. "FR", "France", "Deutschland")' })
  .overwrite((value) => toCountryCode(value) ?? value)
  .meta({ description: 'ISO 3166-1 alpha-2 code, or an English or local country name (“France”, “Deutschland”, “United Kingdom”); answered as the code.', examples: ['FR', 'France'] });
