type Translated = { fr?: string; en?: string; de?: string; es?: string };

const LANGS = ['de', 'en', 'es', 'fr'];

/** Every object in a JSON value that looks like a translatedString (has one of the language keys). */
export function collectTranslatedStrings(value: unknown, out: Translated[] = []): Translated[] {
  if (Array.isArray(value)) {
    for (const item of value) collectTranslatedStrings(item, out);
  } else if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.some((k) => LANGS.includes(k)) && keys.every((k) => LANGS.includes(k))) out.push(value as Translated);
    else for (const v of Object.values(value)) collectTranslatedStrings(v, out);
  }
  return out;
}
